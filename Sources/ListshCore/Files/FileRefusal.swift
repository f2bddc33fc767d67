/// Why a file was not opened on a scenario's behalf, in words a message can quote.
///
/// Nothing of a refused file is read, so no message quotes its contents; names are quoted
/// abbreviated (`FileNames.quoted`).
package enum FileRefusal: Error, Equatable, Sendable {
  /// The path holds a NUL byte, which the system would cut the path at.
  case nulByte
  /// The name does not end with a suffix this use allows (`[".lsh"]` for `include`).
  case suffix(allowed: [String], reached: Bool)
  /// The path, or a symbolic link on the way, leads outside the root.
  case outsideRoot(throughLink: Bool)
  /// More than `FileGate.maxLinkHops` symbolic links on the way (a loop).
  case linkLoop
  /// The file reached is not a regular file: a folder, a FIFO, a device, a socket.
  case notRegular(kind: String)
  /// A write whose target is a symbolic link: listsh replaces files, never writes through a
  /// link.
  case linkTarget
  /// Nothing at the path.
  case noSuchFile
  /// A folder on the way does not exist (named as written).
  case noSuchFolder(String)
  /// A component on the way is a file, not a folder.
  case notAFolder(String)
  /// The system refused access.
  case permissionDenied
  /// The file changed between the check and the open (a race); it was not read.
  case changed
  /// A path named on the command line, inside the working directory by name, that a link
  /// carries outside it.
  case leavesWorkingDirectory
  /// A path an agent named (`listsh mcp`) that lies outside the server's root, by name or once
  /// its links are resolved.
  case outsideServerRoot(throughLink: Bool)
  /// A folder on the way to a file that is written is a symbolic link: no folder is made or
  /// entered through one (named as written).
  case folderIsLink(String)
  /// Any other error of the system, by its `errno` description.
  case system(String)

  /// The refusal in words: "it leads outside the scenario's folder".
  package var reason: String {
    switch self {
    case .nulByte: return "a path cannot hold a NUL byte"
    case .suffix(let allowed, let reached):
      let list = allowed.joined(separator: " or ")
      if reached { return "it is a symbolic link to a file whose name does not end in \(list)" }
      switch allowed {
      case [".lsh"]: return "only scenarios (.lsh files) can be included"
      case [".svg"]: return "pictures are written only to .svg files"
      case [".json"]: return "data is read only from .json files"
      default: return "only \(list) files can be used here"
      }
    case .outsideRoot(let throughLink):
      return
        (throughLink
        ? "it is a symbolic link that leads outside the scenario's folder"
        : "it is outside the scenario's folder")
        + "; listsh --allow-paths-outside lifts that"
    case .linkLoop: return "too many symbolic links on the way (a loop?)"
    case .notRegular(let kind): return "it is \(kind), not a regular file"
    case .linkTarget:
      return "it is a symbolic link, and listsh replaces files rather than write through one"
    case .noSuchFile: return "no such file"
    case .noSuchFolder(let folder): return "no such folder '\(FileNames.abbreviated(folder))'"
    case .notAFolder(let name): return "'\(FileNames.abbreviated(name))' is not a folder"
    case .permissionDenied: return "permission denied"
    case .changed: return "the file changed while it was being opened"
    case .leavesWorkingDirectory:
      return
        "a symbolic link carries it outside the working directory (a checkout's links may not "
        + "take a suite, a scenario or an output elsewhere); name the folder it leads to"
    case .outsideServerRoot(let throughLink):
      return
        (throughLink
        ? "a symbolic link carries it outside the server's root"
        : "it is outside the server's root, or climbs out of a folder with '..'")
        + " (listsh mcp reads only inside the folder it serves)"
    case .folderIsLink(let name):
      return
        "'\(FileNames.abbreviated(name))' is a symbolic link, and listsh makes and enters no "
        + "folder through one when it writes"
    case .system(let text): return text
    }
  }
}

/// Names as messages quote them: abbreviated and with their control characters visible.
package enum FileNames {
  /// The most characters of a name a message quotes.
  package static let quotedLength = 80

  /// `name`, cut to `quotedLength` characters (`…` marks the cut) with control characters
  /// escaped, so that a 100,000-character path or a name holding a newline stays one short line.
  package static func abbreviated(_ name: String) -> String {
    let visible = TerminalText.escaped(name)
    guard visible.count > quotedLength else { return visible }
    let half = quotedLength / 2
    return String(visible.prefix(half)) + "…" + String(visible.suffix(half - 1))
  }

  /// A file name's bytes as text: the name itself when it is UTF-8, otherwise `nil`.
  package static func decoded(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// A name that is not UTF-8, shown with each invalid byte as `\xFF`.
  package static func shown(_ bytes: [UInt8]) -> String {
    var text = ""
    var i = 0
    while i < bytes.count {
      // The longest valid UTF-8 sequence starting here, else one byte escaped.
      var decoded: String?
      for length in (1...4).reversed() where i + length <= bytes.count {
        if let s = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
          decoded = s
          i += length
          break
        }
      }
      if let decoded {
        text += decoded
      } else {
        text += "\\x" + String(bytes[i], radix: 16, uppercase: true).leftPadded(to: 2)
        i += 1
      }
    }
    return TerminalText.escaped(text)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
