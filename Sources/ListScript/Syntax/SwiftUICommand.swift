import HeadlessUIKit
import ListDiff

/// `swiftui list …`, `swiftui animated { … }`, `swiftui animation end`: a SwiftUI `List` over
/// `ForEach` and the transactions that change its data.
enum SwiftUICommand<E, Body> {
  /// `swiftui list [width W] [height H] [rowheight R] [appearance A]`: a fresh List (a
  /// collection view with a list layout, fed by SwiftUI's coordinator); `appearance` is its
  /// `listStyle`.
  case list(CollectionSetup<E>)
  /// `swiftui animated { … }`: `withAnimation { … }`: the data changes of the block are one
  /// animated transaction.
  case animated(Body)
  /// `swiftui animation end`: the running animation ends (`_updateAnimationDidStop:finished:`),
  /// and the update waiting for it, if any, is performed.
  case animationEnd

  func map<F, Body2, Failure: Error>(
    _ f: (E) throws(Failure) -> F, _ body: (Body) throws(Failure) -> Body2
  ) throws(Failure) -> SwiftUICommand<F, Body2> {
    switch self {
    case .list(let setup): .list(try setup.map(f))
    case .animated(let b): .animated(try body(b))
    case .animationEnd: .animationEnd
    }
  }
}

extension SwiftUICommand: Sendable where E: Sendable, Body: Sendable {}

/// The word after `swiftui`.
package enum SwiftUIForm: String, CaseIterable, Sendable {
  case list, animated, animation

  /// The options a SwiftUI List takes, of those `collection list` takes.
  package static let listOptions: [CollectionOption] = [.width, .height, .rowheight, .appearance]
}

/// The word after `swiftui animation`.
package enum SwiftUIAnimationWord: String, CaseIterable, Sendable {
  case end
}

extension Parser {
  /// `swiftui list …`, `swiftui animated { … }`, `swiftui animation end`.
  mutating func swiftUICommand() throws(ParseFailure) -> SwiftUICommand<Expr, [Stmt]> {
    switch try choice(SwiftUIForm.self, after: "swiftui") {
    case .list:
      var setup = try collectionSetup(swiftUI: true)
      // SwiftUI's automatic list style draws inset grouped on an iPhone (our choice of default).
      if !setup.options.contains(where: { $0.option == .appearance }) {
        setup.list.appearance = .insetGrouped
      }
      return .list(setup)
    case .animated: return .animated(try block())
    case .animation:
      _ = try choice(SwiftUIAnimationWord.self, after: "swiftui animation")
      return .animationEnd
    }
  }
}
