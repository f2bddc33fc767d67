import HeadlessUIKit
import ListDiff

/// The words that start a command, by domain: each domain's parser switches over its own.
///
/// Adding a command starts here: a spelling in its domain's word enum, then that domain's
/// parser arm; the compiler then asks for the rest (see `docs/contributing.md`).
package enum CommandWord: Sendable, Equatable {
  case setup(SetupWord)
  case data
  case call(CallWord)
  case viewport(ViewportWord)
  case heights(HeightWord)
  case diff(DiffWord)
  case output(OutputWord)
  case feed(FeedWord)

  /// The command word spelled `spelling`, if it is one.
  package init?(_ spelling: String) {
    if let w = SetupWord(rawValue: spelling) {
      self = .setup(w)
    } else if spelling == "data" {
      self = .data
    } else if let w = CallWord(rawValue: spelling) {
      self = .call(w)
    } else if let w = ViewportWord(rawValue: spelling) {
      self = .viewport(w)
    } else if let w = HeightWord(rawValue: spelling) {
      self = .heights(w)
    } else if let w = DiffWord(rawValue: spelling) {
      self = .diff(w)
    } else if let w = OutputWord(rawValue: spelling) {
      self = .output(w)
    } else if let w = FeedWord(rawValue: spelling) {
      self = .feed(w)
    } else {
      return nil
    }
  }

  /// Every command word's spelling.
  package static let spellings: [String] =
    SetupWord.allCases.map(\.rawValue) + ["data"] + CallWord.allCases.map(\.rawValue)
    + ViewportWord.allCases.map(\.rawValue) + HeightWord.allCases.map(\.rawValue)
    + DiffWord.allCases.map(\.rawValue) + OutputWord.allCases.map(\.rawValue)
    + FeedWord.allCases.map(\.rawValue)
}

package enum SetupWord: String, CaseIterable, Sendable {
  case table, collection, platform, header, footer, section
}
package enum CallWord: String, CaseIterable, Sendable {
  case reload, begin, end, batch, insert, delete, reconfigure, move, diffable, apply, handler
  case disclose
  /// Cells as the app registers, dequeues and returns them.
  case register, provider, dequeue
  /// A SwiftUI List and its transactions.
  case swiftui
}
package enum ViewportWord: String, CaseIterable, Sendable {
  case scroll, anchor, edit, select, deselect, selection, prefetching, observation, rotate
  case contentinset
  case safearea
}
package enum HeightWord: String, CaseIterable, Sendable {
  case heights, estimated, cache, invalidate, precache, separator, scale, accessory, metrics
}
package enum DiffWord: String, CaseIterable, Sendable { case update, diff, check }
package enum OutputWord: String, CaseIterable, Sendable { case show, trace }
package enum FeedWord: String, CaseIterable, Sendable { case fetched, photos, window, layout }
