import Testing

@testable import ListshCore

/// Paths and names: what a statement's path is relative to, and how included files are named.
@Suite struct FilesTests {
  @Test(arguments: [
    ("a.lsh", "a.lsh"), ("./a.lsh", "a.lsh"), ("lib/../a.lsh", "a.lsh"),
    ("lib/./x/../h.lsh", "lib/h.lsh"), ("../common/h.lsh", "../common/h.lsh"),
    ("../../x.lsh", "../../x.lsh"), ("a/../../x.lsh", "../x.lsh"),
    ("/abs/./p/../q.lsh", "/abs/q.lsh"),
  ])
  func normalized(path: String, expected: String) {
    #expect(Files.normalized(path) == expected)
  }

  @Test func pathsAreRelativeToTheNamingFile() {
    #expect(Files.joined(folderOf: "suite/a.lsh", "lib/h.lsh") == "suite/lib/h.lsh")
    #expect(Files.joined(folderOf: "a.lsh", "lib/h.lsh") == "lib/h.lsh")
    #expect(Files.joined(folderOf: "suite/a.lsh", "/etc/x.lsh") == "/etc/x.lsh")
    #expect(Files.folder(of: "a.lsh") == ".")
    #expect(Files.folder(of: "/a.lsh") == "/")
    #expect(Files.folder(of: "x/y/a.lsh") == "x/y")
    #expect(Files.fileName(of: "x/y/a.lsh") == "a.lsh")
  }
}
