/// `data from "file.json"` and `update to from "file.json"`: a person's real data, read from
/// a JSON file beside the scenario.
extension Interpreter {
  /// What a data file holds, by its shape.
  enum DataFile {
    /// An array of items: section 0.
    case items(Value)
    /// An array of arrays, or `{"sections": [...]}`: every section (a section an array, or an
    /// object with `items`).
    case sections(Value)
  }

  /// Reads and classifies the JSON file `pathValue` names, relative to the statement's file.
  ///
  /// A file that is not JSON is an error located in the file itself (its line, column and
  /// caret), with a note naming the statement that read it.
  func dataFile(_ pathValue: Value, _ range: SourceRange) throws(Unwind) -> DataFile {
    guard case .string(let path) = pathValue else {
      throw fail(.expected("a file name (\"items.json\")", got: pathValue), range)
    }
    let file: SourceFile
    do {
      file = try readData(path, range.file)
    } catch let error as LoadError {
      throw fail(.host(error.message), range)
    } catch {
      throw fail(.host("cannot read '\(path)'"), range)
    }
    if file.bytes.count > limits.maxSourceBytes {
      throw fail(.host("'\(path)' is larger than \(byteCount(limits.maxSourceBytes))"), range)
    }
    // Reading and parsing the file touch every byte: a step per `bytesPerStep` of them.
    try charge(file.bytes.count / Self.bytesPerStep, at: range)
    let value: Value
    do throws(JSONReader.Failure) {
      value = try JSONReader.read(file.bytes)
    } catch {
      let at = min(error.offset, file.bytes.count)
      let (line, column) = range.file.location(of: range.bytes.lowerBound)
      throw .failure(
        Located(
          error: .json(error.message, readAt: "\(range.file.name):\(line):\(column)"),
          range: SourceRange(file: file, bytes: at..<min(at + 1, file.bytes.count))))
    }
    try chargeUnfolded([value], at: range)
    func shapeError() -> Unwind {
      fail(.dataFileShape(path, value.kindName), range)
    }
    switch value {
    case .list(let elements):
      let nested =
        !elements.isEmpty && elements.allSatisfy { if case .list = $0 { true } else { false } }
      return nested ? .sections(value) : .items(value)
    case .record(let record):
      guard let sections = record["sections"], case .list = sections else { throw shapeError() }
      return .sections(sections)
    default:
      throw shapeError()
    }
  }
}
