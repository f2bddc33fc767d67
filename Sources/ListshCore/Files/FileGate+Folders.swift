#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileGate {
  /// An entry of a folder, as the folder lists it: links are not followed.
  package struct Entry: Sendable, Equatable {
    /// What an entry is.
    package enum Kind: Sendable, Equatable {
      case file
      case folder
      case link
      /// A FIFO, a device, a socket: named as a refusal names it ("a FIFO").
      case special(String)
    }

    /// The name's bytes, which need not be UTF-8.
    package var name: [UInt8]
    package var kind: Kind
  }

  /// The entries of the folder at `path`, sorted by name, `.` and `..` left out.
  ///
  /// `path` is relative to the gate's base (empty for the base itself); a link at its end is
  /// not followed.
  package func entries(ofFolder path: String) throws(FileRefusal) -> [Entry] {
    let fd = try openFolder(path)
    guard let folder = fdopendir(fd) else {
      let error = errno
      close(fd)
      throw Self.refusal(error)
    }
    defer { closedir(folder) }
    var entries: [Entry] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.bindMemory(to: UInt8.self).prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      var info = stat()
      let kind: Entry.Kind
      if fstatat(
        dirfd(folder), name.map { CChar(bitPattern: $0) } + [0], &info, AT_SYMLINK_NOFOLLOW)
        != 0
      {
        kind = .special("gone")
      } else {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .link
        case let type: kind = .special(Self.kindName(type))
        }
      }
      entries.append(Entry(name: name, kind: kind))
    }
    return entries.sorted { $0.name.lexicographicallyPrecedes($1.name) }
  }

  /// An open descriptor of the folder at `path`, reached inside the gate.
  private func openFolder(_ path: String) throws(FileRefusal) -> Int32 {
    let relative = try relativeToRoot(path, viaLink: false)
    if relative.split(separator: "/").allSatisfy({ $0 == "." }) {
      let fd = open(root == "/" ? "/" : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard fd >= 0 else { throw Self.refusal(errno) }
      return fd
    }
    let found = try reach(path, followingLast: false)
    defer { close(found.folder) }
    guard let info = found.info else { throw .noSuchFile }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .notRegular(kind: Self.kindName(info.st_mode & S_IFMT))
    }
    let fd = openat(found.folder, found.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { throw Self.refusal(errno) }
    return fd
  }
}
