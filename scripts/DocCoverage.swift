// Run by scripts/docs: fails when a public declaration of a library has no summary in its
// DocC archive's coverage report. Declarations that are not the library's own to document
// are left out: the module and the types it extends, groups of conformances, articles (whose
// summaries DocC does not count), and the
// `init(rawValue:)` that the compiler writes for a raw-value enum.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let library = arguments.first, let path = arguments.last else {
  print("usage: DocCoverage.swift LIBRARY COVERAGE.json")
  exit(64)
}
let notOwn: Set = [
  "Module", "Extended Module", "Extended Structure", "Extended Enumeration", "Extended Class",
  "Extended Protocol", "CollectionGroup", "Article",
]
let data = try Data(contentsOf: URL(fileURLWithPath: path))
guard let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
  print("\(path): not a coverage report")
  exit(1)
}
var missing: [String] = []
for entry in entries {
  let kind = (entry["kind"] as? [String: Any])?["name"] as? String ?? ""
  let reference = entry["referencePath"] as? String ?? ""
  let name = reference.components(separatedBy: "/documentation/").last ?? reference
  if entry["hasAbstract"] as? Bool == true || notOwn.contains(kind) { continue }
  if name.hasSuffix("/init(rawValue:)") { continue }
  missing.append("\(kind) \(name)")
}
if missing.isEmpty {
  print("\(library): \(entries.count) pages, every public declaration has a summary")
} else {
  print("\(library): \(missing.count) public declarations have no summary:")
  for line in missing.sorted() { print("  \(line)") }
  exit(1)
}
