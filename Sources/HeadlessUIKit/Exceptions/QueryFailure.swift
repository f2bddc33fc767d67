import ListDiff

/// A question the app asked a list view about a section or an index path the view does not
/// have, which UIKit's own bookkeeping refuses with an assertion, and its text.
///
/// Each is raised at the call, on every profile: the texts are those public reports quote, the
/// calls that reach them those their stacks show (or, where a report shows none, our inference,
/// said at the case).
public enum QueryFailure: Equatable, Sendable {
  /// A collection view asked for the items of a section it does not have:
  /// `numberOfItems(inSection:)` (Provenance-Emu/Provenance#1850).
  case itemsInSection(section: Int, sections: Int)
  /// A table view asked for the rows of a section it does not have:
  /// `_UITableViewRowDataNumberOfRowsInSection`'s assertion, from `numberOfRows(inSection:)`
  /// (WordPress-iOS#13891, 2020).
  case rowsInSection(section: Int)
  /// A collection view asked for the items before a section it does not have:
  /// `-[UICollectionViewData numberOfItemsBeforeSection:]`, which `cellForItem(at:)` reaches
  /// through `globalIndexForItemAtIndexPath:` (Instagram/IGListKit#177's stack, 2016). That
  /// later versions still raise there is our inference: the text is reported to this day.
  case itemsBeforeSection(section: Int, sections: Int)
  /// A table view asked for the frame of a header in a section it does not have:
  /// `-[UITableViewRowData rectForHeaderInSection:heightCanBeGuessed:]`
  /// (gsantovena/FZAccordionTableView#17, 2016), which `rectForHeader(inSection:)` reaches.
  case headerRect(section: Int)
  /// The footer's twin of `headerRect`: the same check in
  /// `rectForFooterInSection:heightCanBeGuessed:` (our inference: no report quotes it).
  case footerRect(section: Int)

  /// The view whose words the text has.
  @inlinable public var view: ViewNoun {
    switch self {
    case .itemsInSection, .itemsBeforeSection: .collection
    case .rowsInSection, .headerRect, .footerRect: .table
    }
  }

  /// The exception's class.
  @inlinable public var name: String { "NSInternalInconsistencyException" }

  /// The reason text: one wording on every profile.
  ///
  /// - Complexity: O(1).
  @inlinable public var message: String {
    switch self {
    case .itemsInSection(let s, let n):
      "request for number of items in section \(s) when there are only \(n) sections in the collection view"
    case .rowsInSection(let s):
      "Requested the number of rows for section (\(s)) which is out of bounds."
    case .itemsBeforeSection(let s, let n):
      "request for number of items before section \(s) when there are only \(n) sections in the collection view"
    case .headerRect(let s): "request for rect of header in invalid section (\(s))"
    case .footerRect(let s): "request for rect of footer in invalid section (\(s))"
    }
  }

  /// One failure of each kind, with small numbers: where the texts' fixed words come from.
  static let samples: [QueryFailure] = [
    .itemsInSection(section: 1, sections: 1), .rowsInSection(section: 1),
    .itemsBeforeSection(section: 1, sections: 1), .headerRect(section: 1),
    .footerRect(section: 1),
  ]

  /// The failure `text` states, when it is one of these texts whole.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func read(_ text: String) -> QueryFailure? {
    if let m = text.wholeMatch(
      of:
        #/request for number of items (in|before) section (\d{1,9}) when there are only (\d{1,9}) sections in the collection view/#
    ), let s = Int(m.output.2), let n = Int(m.output.3) {
      return m.output.1 == "in"
        ? .itemsInSection(section: s, sections: n) : .itemsBeforeSection(section: s, sections: n)
    }
    if let m = text.wholeMatch(
      of: #/Requested the number of rows for section \((\d{1,9})\) which is out of bounds\./#),
      let s = Int(m.output.1)
    {
      return .rowsInSection(section: s)
    }
    if let m = text.wholeMatch(
      of: #/request for rect of (header|footer) in invalid section \((\d{1,9})\)/#),
      let s = Int(m.output.2)
    {
      return m.output.1 == "header" ? .headerRect(section: s) : .footerRect(section: s)
    }
    return nil
  }

  /// Where `text` stops, when it is the start of one of these texts cut short (before or inside
  /// a number, or inside the fixed words after one): the text's fixed first words and the part
  /// of it seen last; `nil` for a text whole or not one of these.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func cutShort(_ text: String) -> (opening: String, seen: String)? {
    let given = Array(text)
    for sample in samples {
      let template = Array(sample.message)
      var t = 0
      var g = 0
      var matched = true
      while t < template.count, g < given.count {
        if template[t].isNumber {
          // A number: the template's digits against one or more of the text's.
          while t < template.count, template[t].isNumber { t += 1 }
          guard given[g].isNumber else {
            matched = false
            break
          }
          while g < given.count, given[g].isNumber { g += 1 }
        } else if template[t] == given[g] {
          t += 1
          g += 1
        } else {
          matched = false
          break
        }
      }
      // Whole (the text reached the template's end) is `read`'s; more words than the template
      // has is not this text.
      guard matched, g == given.count, t < template.count else { continue }
      let opening = String(sample.message.prefix { !$0.isNumber && $0 != "(" })
        .trimmingWhitespace
      // A few words of the opening alone say too little to name the text.
      guard given.count >= min(opening.count, 24) else { continue }
      return (opening, String(given.suffix(40)))
    }
    return nil
  }
}
