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

  /// Reads the JSON file `pathValue` names, relative to the statement's file: the whole
  /// document (`json("feed.json")`).
  ///
  /// A file that is not JSON is an error located in the file itself (its line, column and
  /// caret), with a note naming the statement that read it.
  func json(_ pathValue: Value, _ range: SourceRange) throws(Unwind) -> Value {
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
    return value
  }

  /// The part of a document at `path`: keys separated by dots (`data.messages`).
  func part(_ document: Value, at path: String, _ range: SourceRange) throws(Unwind) -> Value {
    var value = document
    var walked: [String] = []
    for key in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
      walked.append(key)
      guard case .record(let record) = value, let inner = record[key] else {
        throw fail(.host("the document has no '\(walked.joined(separator: "."))'"), range)
      }
      value = inner
    }
    return value
  }

  /// Reads and classifies the JSON file `pathValue` names, relative to the statement's file,
  /// with `data from`'s options: the part at `at`, each record's `text` from `showing`'s field
  /// and its `id` from `by`'s.
  func dataFile(
    _ pathValue: Value, _ range: SourceRange, _ options: DataFileOptions<ResolvedExpr>
  ) throws(Unwind) -> DataFile {
    var value = try json(pathValue, range)
    if let at = options.at {
      value = try part(value, at: try fieldName(at, "a path into the document"), at.range)
    }
    let showing = try options.showing.map { e throws(Unwind) in try fieldName(e, "a field") }
    let by = try options.by.map { e throws(Unwind) in try fieldName(e, "a field") }
    if showing != nil || by != nil { value = Self.relabel(value, showing: showing, by: by) }
    func shapeError() -> Unwind {
      let path = if case .string(let p) = pathValue { p } else { "" }
      return fail(.dataFileShape(path, value.kindName), range)
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

  /// A string naming a field or a path, or the error saying what was expected.
  func fieldName(_ e: ResolvedExpr, _ what: String) throws(Unwind) -> String {
    let v = try eval(e)
    guard case .string(let name) = v, !name.isEmpty else {
      throw fail(.expected(what + " (\"title\")", got: v), e.range)
    }
    return name
  }

  /// The records of a payload — items, or the items of its sections — with `text` set to
  /// their `showing` field and `id` to their `by` field, where they have them.
  ///
  /// - Complexity: O(n) for n records.
  static func relabel(_ value: Value, showing: String?, by: String?) -> Value {
    switch value {
    case .list(let elements):
      return .list(elements.map { relabel($0, showing: showing, by: by) })
    case .record(var record):
      if let items = record["items"], case .list = items {
        record["items"] = relabel(items, showing: showing, by: by)
        return .record(record)
      }
      if let sections = record["sections"], case .list = sections {
        record["sections"] = relabel(sections, showing: showing, by: by)
        return .record(record)
      }
      if let showing, let text = record[showing] { record["text"] = text }
      if let by, let id = record[by] { record["id"] = id }
      return .record(record)
    case .int, .decimal, .string, .bool, .nil, .range, .indexPath, .snapshot, .sectionSnapshot:
      return value
    }
  }
}
