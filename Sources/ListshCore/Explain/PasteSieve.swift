/// Keeps, of a paste too long to search whole (a console log of a day, a crash reporter's
/// export), the lines around those that may hold an exception, reading it once, in chunks, in
/// bounded memory.
///
/// A line may hold an exception when it has a known text's first characters (its *opening*:
/// `Invalid update`, `attempt to`, …, or a catalogue signature's) or a word a report puts near
/// one (`Exception`, `reason:`, `Fatal`, `Thread `, `-[`, `Assertion`). Such a line keeps the
/// `before` lines above it and the `after` lines below it; windows are kept in the paste's order, with a blank line between
/// two that do not touch, and each kept line remembers its number in the paste. Windows with an
/// opening are kept past the limit of the others, so a reason deep in a noisy log is found.
package struct PasteSieve {
  /// A paste of at most this many bytes is searched whole: more than any crash report's
  /// reason and stack, and little enough that a whole search of a log holding no exception
  /// stays well under a second.
  package static let wholeLimit = 65_536
  /// The lines kept above and below a line that may hold an exception.
  static let before = 40
  static let after = 200
  /// The bytes kept for windows without an opening, and for all of them.
  static let weakLimit = 2_000_000
  static let strongLimit = 6_000_000

  /// The byte strings searched for in each line, one after another, and where each starts
  /// (and, last, where the last ends): the openings' first characters, then the words.
  private let triggerBytes: [UInt8]
  private let triggerStarts: [Int]
  /// How many of the triggers are openings' (they come first).
  private let strongCount: Int
  /// The triggers grouped by their first byte: those of byte `c` are
  /// `byFirst[firstStart[c]..<firstStart[c + 1]]`.
  private let byFirst: [Int]
  private let firstStart: [Int]

  private var partial: [UInt8] = []
  /// The last `before` lines not kept, with their numbers.
  private var recent: [(number: Int, bytes: [UInt8])] = []
  private var number = 0
  /// Lines still to keep below the last line that may hold an exception.
  private var keeping = 0
  private var keepingStrong = false
  private var lastKept = 0
  private var kept: [UInt8] = []
  /// The paste's line number of each kept line (a blank between windows has 0).
  private var numbers: [Int] = []
  /// Bytes read.
  package private(set) var bytesRead = 0

  /// A sieve for the openings of the texts the readers know.
  package init() {
    let words = ["xception", "Reason", "reason:", "Fatal", "Thread ", "-[", "+[", "Assertion"]
    // The readers' openings, and the catalogue's signatures (its logged texts have no
    // opening: `[Assert] Attempted to call -cellForRowAtIndexPath: …`), by their first words.
    // (A signature's first words, 8 characters at least, are no word prose uses.)
    var seen: Set<String> = []
    let signatures = KnownText.catalogue.flatMap(\.signatures).map { String($0.prefix(16)) }
    let strong =
      (CrashReport.OpeningIndex.shared.groups.map(\.key)
      + signatures.filter {
        $0.count >= 8
      }).filter { seen.insert($0).inserted }
    var bytes: [UInt8] = []
    var starts: [Int] = []
    var groups = [[Int]](repeating: [], count: 256)
    for (k, trigger) in (strong + words).enumerated() {
      starts.append(bytes.count)
      bytes += trigger.utf8
      groups[Int(trigger.utf8.first ?? 0)].append(k)
    }
    starts.append(bytes.count)
    triggerBytes = bytes
    triggerStarts = starts
    strongCount = strong.count
    byFirst = groups.flatMap { $0 }
    var firstStart = [0]
    for group in groups { firstStart.append(firstStart[firstStart.count - 1] + group.count) }
    self.firstStart = firstStart
  }

  /// Reads the next chunk of the paste.
  ///
  /// - Complexity: O(n · c) for n bytes, c the triggers that begin with each byte.
  package mutating func feed(_ chunk: ArraySlice<UInt8>) {
    bytesRead += chunk.count
    chunk.withUnsafeBufferPointer { b in
      var start = 0
      var k = 0
      while k < b.count {
        if b[k] == 10 {
          partial.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<k]))
          line(partial)
          partial.removeAll(keepingCapacity: true)
          start = k + 1
        }
        k += 1
      }
      partial.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<b.count]))
    }
    // A line longer than any report's (a log on one line) is searched in parts.
    if partial.count > Self.longestLine {
      line(partial)
      partial.removeAll(keepingCapacity: true)
    }
  }

  /// The longest line kept whole.
  static let longestLine = 1_000_000

  /// The lines kept, and each one's number in the paste.
  package mutating func finish() -> (text: String, lines: [Int]) {
    if !partial.isEmpty { line(partial) }
    partial = []
    return (String(decoding: kept, as: UTF8.self), numbers)
  }

  private mutating func line(_ bytes: [UInt8]) {
    number += 1
    let (weak, strong) = mayHold(bytes)
    if strong || (weak && kept.count < Self.weakLimit), kept.count < Self.strongLimit {
      // The window opens: the lines above it first, after a blank when it does not touch the
      // last one kept.
      let first = recent.first?.number ?? number
      if first > lastKept + 1, !numbers.isEmpty { append([], 0) }
      for (n, b) in recent { append(b, n) }
      recent.removeAll(keepingCapacity: true)
      append(bytes, number)
      keeping = Self.after
      keepingStrong = strong
      return
    }
    if keeping > 0, kept.count < (keepingStrong ? Self.strongLimit : Self.weakLimit) {
      keeping -= 1
      append(bytes, number)
      return
    }
    keeping = 0
    recent.append((number, bytes))
    if recent.count > Self.before { recent.removeFirst() }
  }

  private mutating func append(_ bytes: [UInt8], _ n: Int) {
    kept += bytes
    kept.append(10)
    numbers.append(n)
    if n > 0 { lastKept = n }
  }

  /// Whether the line has a word near an exception, and whether it has an opening's first
  /// characters.
  private func mayHold(_ line: [UInt8]) -> (weak: Bool, strong: Bool) {
    var weak = false
    return line.withUnsafeBufferPointer { b in
      triggerBytes.withUnsafeBufferPointer { words in
        triggerStarts.withUnsafeBufferPointer { starts in
          byFirst.withUnsafeBufferPointer { byFirst in
            firstStart.withUnsafeBufferPointer { firstStart in
              for i in 0..<b.count {
                let c = Int(b[i])
                for g in firstStart[c]..<firstStart[c + 1] {
                  let t = byFirst[g]
                  let length = starts[t + 1] - starts[t]
                  guard i + length <= b.count else { continue }
                  var j = 1
                  while j < length, b[i + j] == words[starts[t] + j] { j += 1 }
                  guard j == length else { continue }
                  if t < strongCount { return (true, true) }
                  weak = true
                }
              }
              return (weak, false)
            }
          }
        }
      }
    }
  }
}
