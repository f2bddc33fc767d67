import ListScript

/// `listsh check`'s work apart from the terminal: the payloads read through a file gate, each
/// confined as a scenario's data is, then checked.
package enum IdentityFiles {
  /// Why a check could not be made: the file, and what is wrong with it.
  package struct Failure: Error, Equatable {
    package var file: String
    package var message: String
    /// Whether the file could not be read at all (rather than read and not understood).
    package var unreadable: Bool
  }

  /// Checks the JSON payload in `first`, and a second fetch of it in `second`.
  ///
  /// Both are read through `gate`, with `key` as the identity field and `path` the part of each document that holds the
  /// items. `confined`: each name, as a person typed it, must stay inside the working
  /// directory once resolved.
  package static func check(
    _ first: String, then second: String?, key: String?, at path: String?, gate: FileGate,
    confined: Bool
  ) throws(Failure) -> IdentityCheck {
    if confined {
      for file in [first] + (second.map { [$0] } ?? []) {
        do throws(FileRefusal) {
          try FileGate.checkNamedByPerson(file)
        } catch {
          throw Failure(file: file, message: error.reason, unreadable: true)
        }
      }
    }
    let a = try payload(first, at: path, gate: gate)
    let b = try second.map { file throws(Failure) in try payload(file, at: path, gate: gate) }
    do throws(IdentityCheck.ShapeError) {
      return try IdentityCheck.check(a, then: b, key: key)
    } catch {
      throw Failure(
        file: first,
        message:
          "holds \(error.found), not a list of items or of sections (--at names the part that does)",
        unreadable: false)
    }
  }

  static func payload(_ file: String, at path: String?, gate: FileGate) throws(Failure) -> Value {
    let bytes: [UInt8]
    do throws(FileRefusal) {
      bytes = try gate.read(file, suffixes: [".json"], limit: Files.readLimit)
    } catch {
      throw Failure(file: file, message: error.reason, unreadable: true)
    }
    do throws(IdentityCheck.DocumentError) {
      return try IdentityCheck.json(bytes, at: path)
    } catch {
      let place =
        error.offset.map { offset in
          let (line, column) = SourceFile(name: file, bytes: bytes).location(of: offset)
          return "\(line):\(column): "
        } ?? ""
      throw Failure(file: file, message: place + error.message, unreadable: false)
    }
  }
}
