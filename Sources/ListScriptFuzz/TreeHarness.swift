import Foundation
import ListScript
import ListshCore

/// The `tree` mode: bytes choose a small suite — files, folders, FIFOs and symbolic links to
/// places inside and outside its root, to devices, to themselves — that `listsh test`'s own
/// code then discovers and checks (`Discovery`, `ScenarioCheck` through the root's gate), as a
/// pull request's CI would.
///
/// A finding (a trap) is: a file outside the root changed, created or removed; the canary text
/// of the files outside the root in any result or in any file inside the root; a write outside
/// the root; or a check that does not end (the fuzzer's watchdog).
///
/// Unsafe: confined (`@unchecked Sendable`) — immutable: every stored property is a `let`.
final class TreeHarness: @unchecked Sendable {
  /// The temporary folder that holds `root` and `outside`.
  let parent: String
  var root: String { parent + "/root" }
  var outside: String { parent + "/outside" }
  /// What the files outside hold: it must never appear in what a check reports or writes.
  static let canary = "CANARY-7f3a9"

  init() {
    var template = Array((NSTemporaryDirectory() + "/listscript-tree-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
    parent = FileGate.realPath(String(cString: made))
  }

  /// The names an entry may take (folders end in `/`).
  static let names = [
    "a.lsh", "b.lsh", "a.out", "b.out", "p.md", "d.json", "pic.svg", "sub/", "sub/c.lsh",
    "sub/c.out", "sub/e.json", "sub/q.md", "lib.lsh", "x.lsh", "x.out", "sub/deep/",
    "sub/deep/f.lsh",
  ]
  /// Where a link may point.
  static let targets = [
    "a.lsh", "sub/c.lsh", "sub", "..", ".", "sub/..", "../outside/secret.lsh",
    "../outside/secret.out", "../outside/secret.json", "../outside/page.md", "../outside/fifo",
    "../outside", "/dev/zero", "/dev/stdin", "/dev/urandom", "/proc/self/environ", "loop",
    "missing.lsh", "../root/a.lsh", "sub/../../outside/secret.lsh",
  ]
  /// What a file may hold.
  static let contents = [
    "print 1\n", "include \"lib.lsh\"\nprint 2\n", "include \"sub/c.lsh\"\n",
    "table\ndata from \"d.json\"\nprint data\n", "table\ndata [1, 2]\nshow svg \"pic.svg\"\n",
    "include \"../outside/secret.lsh\"\n", "table\ndata from \"sub/e.json\"\n",
    "# listsh-test: helper\ndef h() { return 1 }\n", "[1, 2, 3]", "> print 1\n1\n",
    "```listsh\nprint 1\n```\n", "```listsh\ninclude \"x.lsh\"\n```\n\n```output\nx\n```\n",
    "print \"\\u{1B}\"\n", "show svg \"sub/deep/p.svg\"\n",
  ]

  /// Makes a fresh root and the files outside it, as the bytes choose.
  func build(_ bytes: [UInt8]) {
    let manager = FileManager.default
    try? manager.removeItem(atPath: root)
    try? manager.removeItem(atPath: outside)
    try? manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try? manager.createDirectory(atPath: root, withIntermediateDirectories: true)
    let secret = "print \"\(Self.canary)\"\n"
    for (name, text) in [
      ("secret.lsh", secret), ("secret.out", Self.canary + "\n"),
      ("secret.json", "[\"\(Self.canary)\"]"),
      ("page.md", "```listsh\n" + secret + "```\n"),
    ] {
      try? text.write(toFile: outside + "/" + name, atomically: false, encoding: .utf8)
    }
    mkfifo(outside + "/fifo", 0o644)
    var choices = Choices(bytes)
    while !choices.isEmpty {
      let name = Self.names[choices.next(Self.names.count)]
      let path = root + "/" + name
      // A name chosen again is made afresh (writing into a FIFO made before would block).
      try? manager.removeItem(atPath: name.hasSuffix("/") ? String(path.dropLast()) : path)
      try? manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      guard !name.hasSuffix("/") else {
        try? manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        continue
      }
      switch choices.next(4) {
      case 0:
        let target = Self.targets[choices.next(Self.targets.count)]
        try? manager.createSymbolicLink(
          atPath: path, withDestinationPath: target == "loop" ? name : target)
      case 1:
        mkfifo(path, 0o644)
      default:
        let text = Self.contents[choices.next(Self.contents.count)]
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
      }
    }
  }

  /// Every file outside the root: its bytes (a FIFO is listed, never read).
  func outsideFiles() -> [String: Data] {
    var files: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: outside)) ?? [] {
      let path = outside + "/" + name
      let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type]
      files[name] =
        type as? FileAttributeType == .typeRegular
        ? FileManager.default.contents(atPath: path) : Data()
    }
    return files
  }

  /// Checks the suite as `listsh test` would, then every rule of the mode.
  func run(_ bytes: [UInt8]) {
    build(bytes)
    let before = outsideFiles()
    let beside = Set((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
    let gate = FileGate.inside(root)
    var results: [TestResult] = []
    // Under small limits for most inputs; under the real ones for a share.
    let limits = Choices(bytes).isRealLimitsShare ? Limits() : .fuzzing
    for update in [false, true] {
      for found in Discovery(gate: gate, root: "root").find() {
        if let refusal = found.refusal {
          results.append(.fail(refusal))
          continue
        }
        var check = ScenarioCheck(update: update, inCI: !update, platform: .ios15, gate: gate)
        check.limits = limits
        check.runsOnThisThread = true
        check.watchWrite = { [root] path, _ in
          let resolved = FileGate.realPath(path.hasPrefix("/") ? path : root + "/" + path)
          guard resolved.hasPrefix(root + "/") else {
            fatalError("a check wrote outside its root: \(resolved)")
          }
        }
        results.append(check.check(found.relative, shownAs: found.shown))
      }
    }
    for result in results {
      let text =
        (result.summary ?? "") + result.details + result.annotations.map(\.message).joined()
      if text.contains(Self.canary) { fatalError("a result quoted a file outside: \(text)") }
    }
    guard outsideFiles() == before else { fatalError("a file outside the root changed") }
    let now = Set((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
    guard now == beside else { fatalError("something was written beside the root: \(now)") }
    // Nothing inside the root holds what the files outside hold.
    let walker = FileManager.default.enumerator(atPath: root)
    while let item = walker?.nextObject() as? String {
      let path = root + "/" + item
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      guard attributes?[.type] as? FileAttributeType == .typeRegular,
        let data = FileManager.default.contents(atPath: path)
      else { continue }
      if String(decoding: data, as: UTF8.self).contains(Self.canary) {
        fatalError("\(item) holds text from outside the root")
      }
    }
  }
}

/// Choices read from fuzzer bytes: each a byte modulo the number of options; 0 past the end.
struct Choices {
  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isEmpty: Bool { position >= bytes.count }

  mutating func next(_ count: Int) -> Int {
    guard position < bytes.count, count > 0 else { return 0 }
    defer { position += 1 }
    return Int(bytes[position]) % count
  }

  /// Whether these bytes run under the real limits rather than the small ones: one input in
  /// sixteen (by the sum of its bytes), so that what only the real limits allow is reached too.
  var isRealLimitsShare: Bool {
    bytes.reduce(0) { $0 &+ Int($1) } % 16 == 0
  }
}
