import HeadlessUIKit
import ListDiff

extension Parser {
  /// `collection [list|compositional] [option value…]…`: options in any order, each once, of
  /// the layout's kind (a flow layout's `item` after `list` is an error that says so); with
  /// `swiftUI`, the options of `swiftui list` or `swiftui lazyvstack`, its word already read.
  mutating func collectionSetup(swiftUI: SwiftUIForm? = nil) throws(ParseFailure)
    -> CollectionSetup<Expr>
  {
    var layout = CollectionLayoutWord.flow
    if swiftUI != nil {
      layout = .list  // `swiftui list` or `swiftui lazyvstack`: its word is read
    } else if current.isWord(.list) {
      layout = .list
      advance()
    } else if current.isWord(.compositional) {
      layout = .compositional
      advance()
    }
    var setup = CollectionSetup<Expr>(layout: layout, options: [])
    while let name = current.identifier, !endsStatement {
      let start = current.range
      let option = try choice(
        CollectionOption.self, after: swiftUI.map { "swiftui \($0.rawValue)" } ?? layout.statement)
      if let view = swiftUI?.view, !view.options.contains(option) {
        let takes = view.options.map(\.rawValue)
        error(
          .optionOfOtherLayout(
            option.rawValue, layout: view.name,
            hint: "\(view.name) takes " + takes.dropLast().joined(separator: ", ") + " and "
              + (takes.last ?? "")
              + (swiftUI == .list
                ? " (its listStyle); 'collection list' is UIKit's list layout" : "")),
          at: start)
        throw ParseFailure()
      }
      guard option.applies(to: layout) else {
        error(
          .optionOfOtherLayout(
            option.rawValue, layout: layout.phrase,
            hint: Self.otherLayoutHint(option, name, on: layout)),
          at: start)
        throw ParseFailure()
      }
      if setup.options.contains(where: { $0.option == option }) {
        error(.optionTwice(option.rawValue), at: start)
        throw ParseFailure()
      }
      // A list's appearance and header and footer modes are words.
      if option == .appearance {
        setup.list.appearance = try choice(ListAppearance.self, after: "appearance")
      } else if layout == .list, option == .header {
        setup.list.headerMode = try choice(ListHeaderMode.self, after: "header")
      } else if layout == .list, option == .footer {
        setup.list.footerMode = try choice(ListFooterMode.self, after: "footer")
      }
      if option.takesDimension, let word = current.identifier,
        let fraction = DimensionWord(rawValue: word)
      {
        setup.fractions.append((option, fraction))
        advance()
      }
      var values: [Expr] = []
      for _ in 0..<option.arity(on: layout) { values.append(try expression()) }
      setup.options.append((option, values))
    }
    return setup
  }

  /// Where an option of another layout belongs, in words: a flow layout's section bands are
  /// `section header H`, a list pins its headers by its appearance.
  static func otherLayoutHint(
    _ option: CollectionOption, _ name: String, on layout: CollectionLayoutWord
  )
    -> String
  {
    if layout == .flow, option == .header || option == .footer {
      return "a flow layout's section \(name)s are 'section \(name) H' (\(name)ReferenceSize)"
    }
    if layout == .list, option == .pinheaders {
      return
        "a list pins its supplementary headers by its appearance: 'appearance plain' or 'sidebarplain'"
    }
    return option.home == .flow
      ? "'\(name)' sets a flow layout: write 'collection \(name) …' without '\(layout.rawValue)'"
      : "'\(name)' sets \(option.home.phrase): write '\(option.home.statement) \(name) …'"
  }
}
