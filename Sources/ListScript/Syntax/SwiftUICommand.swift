import HeadlessUIKit
import ListDiff

/// `swiftui list …`, `swiftui animated { … }`, `swiftui animation end`, `swiftui lazyvstack …`,
/// `swiftui scrollposition on|off`, `swiftui anchor top|bottom`: SwiftUI's List over `ForEach`
/// and the transactions that change its data, and a LazyVStack in a ScrollView.
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
  /// `swiftui lazyvstack [width W] [height H] [rowheight R]`: a fresh LazyVStack in a
  /// ScrollView.
  case lazyStack(CollectionSetup<E>)
  /// `swiftui scrollposition on|off`, `swiftui anchor top|bottom`: the stack's
  /// `scrollPosition(id:)` binding and its `defaultScrollAnchor`.
  case lazyOption(LazyStackOption)

  func map<F, Body2, Failure: Error>(
    _ f: (E) throws(Failure) -> F, _ body: (Body) throws(Failure) -> Body2
  ) throws(Failure) -> SwiftUICommand<F, Body2> {
    switch self {
    case .list(let setup): .list(try setup.map(f))
    case .animated(let b): .animated(try body(b))
    case .animationEnd: .animationEnd
    case .lazyStack(let setup): .lazyStack(try setup.map(f))
    case .lazyOption(let option): .lazyOption(option)
    }
  }
}

extension SwiftUICommand: Sendable where E: Sendable, Body: Sendable {}

/// A LazyVStack's setting: the `scrollPosition(id:)` binding, or `defaultScrollAnchor`.
enum LazyStackOption: Equatable, Sendable {
  case scrollPosition(Bool)
  case anchor(bottom: Bool)

  /// The setting as written after `swiftui`.
  var spelling: String {
    switch self {
    case .scrollPosition(let on): "scrollposition \(on ? "on" : "off")"
    case .anchor(let bottom): "anchor \(bottom ? "bottom" : "top")"
    }
  }
}

/// The word after `swiftui`.
package enum SwiftUIForm: String, CaseIterable, Sendable {
  case list, animated, animation, lazyvstack, scrollposition, anchor

  /// The options a SwiftUI List takes, of those `collection list` takes.
  package static let listOptions: [CollectionOption] = [.width, .height, .rowheight, .appearance]
  /// The options a LazyVStack takes.
  package static let stackOptions: [CollectionOption] = [.width, .height, .rowheight]

  /// The options the form takes, and what it is called in errors, for the forms that make a
  /// view.
  var view: (options: [CollectionOption], name: String)? {
    switch self {
    case .list: (Self.listOptions, "a SwiftUI List")
    case .lazyvstack: (Self.stackOptions, "a LazyVStack")
    case .animated, .animation, .scrollposition, .anchor: nil
    }
  }
}

/// The word after `swiftui animation`.
package enum SwiftUIAnimationWord: String, CaseIterable, Sendable {
  case end
}

/// The word after `swiftui anchor`: `defaultScrollAnchor(.top)` or `(.bottom)`.
package enum ScrollAnchorWord: String, CaseIterable, Sendable {
  case top, bottom
}

extension Parser {
  /// `swiftui list …`, `swiftui animated { … }`, `swiftui animation end`,
  /// `swiftui lazyvstack …`, `swiftui scrollposition on|off`, `swiftui anchor top|bottom`.
  mutating func swiftUICommand() throws(ParseFailure) -> SwiftUICommand<Expr, [Stmt]> {
    switch try choice(SwiftUIForm.self, after: "swiftui") {
    case .list:
      var setup = try collectionSetup(swiftUI: .list)
      // SwiftUI's automatic list style draws inset grouped on an iPhone (our choice of default).
      if !setup.options.contains(where: { $0.option == .appearance }) {
        setup.list.appearance = .insetGrouped
      }
      return .list(setup)
    case .animated: return .animated(try block())
    case .animation:
      _ = try choice(SwiftUIAnimationWord.self, after: "swiftui animation")
      return .animationEnd
    case .lazyvstack: return .lazyStack(try collectionSetup(swiftUI: .lazyvstack))
    case .scrollposition:
      return .lazyOption(
        .scrollPosition(try choice(OnOff.self, after: "swiftui scrollposition") == .on))
    case .anchor:
      return .lazyOption(
        .anchor(bottom: try choice(ScrollAnchorWord.self, after: "swiftui anchor") == .bottom))
    }
  }
}
