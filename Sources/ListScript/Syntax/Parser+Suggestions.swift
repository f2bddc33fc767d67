/// Did-you-mean suggestions for unknown words.
extension Parser {

  /// Whether an unknown bare word at the start of a statement was probably meant as a command.
  static func looksLikeCommand(_ name: String) -> Bool {
    suggestion(for: name) != nil
  }

  static func suggestion(for name: String) -> String? {
    closest(name, in: Array(commandWords) + Array(statementWords))
  }

  /// The option nearest to `word` by edit distance, if it is near enough to be a typo.
  static func closest(_ word: String, in options: [String]) -> String? {
    // No name anyone means is this long: a huge word gets no suggestion (and costs nothing).
    guard word.utf8.count <= 64 else { return nil }
    let best = options.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
      .min { ($0.1, $0.0) < ($1.1, $1.0) }
    guard let best, best.1 <= max(1, (word.count + 1) / 3) else { return nil }
    return best.0
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let saved = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = saved
      }
    }
    return row[b.count]
  }
}
