/// A record: named fields in the order they were written.
public struct Record: Sendable {
  /// The fields in order; names are unique.
  public private(set) var fields: [(name: String, value: Value)]
  /// How deeply the record nests: one more than its deepest field's value (`Value.nestingDepth`);
  /// after a field is replaced in place, a bound that may exceed it.
  public private(set) var depth: Int

  /// Creates a record from fields in order.
  ///
  /// A repeated name keeps its last value in the first name's position.
  public init(_ fields: [(String, Value)]) {
    self.fields = []
    depth = 1
    for (name, value) in fields { self[name] = value }
  }

  /// A record from fields whose names are known to be unique (a JSON object's, checked as it
  /// is read).
  ///
  /// - Complexity: O(n), where `init(_:)` is O(n²).
  init(uniqueFields: [(String, Value)]) {
    fields = uniqueFields.map { (name: $0.0, value: $0.1) }
    depth = 1 + (fields.lazy.map(\.value.nestingDepth).max() ?? 0)
  }

  /// Changes the value of field `name` in place (a missing field is added, as `nil`, first):
  /// the value is taken out of the record while `body` changes it, so that it is not shared,
  /// and put back whether `body` returns or throws.
  mutating func update<E: Error>(_ name: String, _ body: (inout Value) throws(E) -> Void)
    throws(E)
  {
    let found = fields.firstIndex { $0.name == name }
    let index = found ?? fields.count
    if found == nil { fields.append((name, .nil)) }
    var value = fields[index].value
    fields[index].value = .nil
    do {
      try body(&value)
    } catch {
      if found == nil { fields.removeLast() } else { fields[index].value = value }
      throw error
    }
    depth = max(depth, value.nestingDepth + 1)
    fields[index].value = value
  }

  /// The value of a field, or `nil` when the record has no such field; setting appends a new
  /// field or replaces an existing one in place.
  public subscript(name: String) -> Value? {
    get {
      // Through the buffer, only the field found is copied (the diff reads every item's `id`).
      // Unsafe: speed — bench row
      // "diff by identity …: records with string ids (Value) / UUID strings".
      fields.withUnsafeBufferPointer { fields in
        for k in fields.indices where fields[k].name == name { return fields[k].value }
        return nil
      }
    }
    set {
      if let newValue { depth = max(depth, newValue.nestingDepth + 1) }
      if let index = fields.firstIndex(where: { $0.name == name }) {
        if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
      } else if let newValue {
        fields.append((name, newValue))
      }
    }
  }
}
