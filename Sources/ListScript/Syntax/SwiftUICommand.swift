import HeadlessUIKit
import ListDiff

/// `swiftui list …`, `swiftui animated { … }`, `swiftui background { … }`,
/// `swiftui duringupdate { … }`,
/// `swiftui animation end`, `swiftui ondelete …`,
/// `swiftui onmove …`, `swiftui id V`, `swiftui lazyvstack …`, `swiftui scrollposition on|off`,
/// `swiftui anchor top|bottom`, `swiftui subviews one|dynamic`,
/// `swiftui scrollto V [anchor A] [animated]`: SwiftUI's List over `ForEach`, the transactions
/// and gestures that change its data, its identity, and a LazyVStack in a ScrollView.
enum SwiftUICommand<E, Body> {
  /// `swiftui list [width W] [height H] [rowheight R] [appearance A]`: a fresh List (a
  /// collection view with a list layout, fed by SwiftUI's coordinator); `appearance` is its
  /// `listStyle`.
  case list(CollectionSetup<E>)
  /// `swiftui animated { … }`: `withAnimation { … }`: the data changes of the block are one
  /// animated transaction.
  case animated(Body)
  /// `swiftui background { … }`: the block's data changes are published from a background
  /// thread (an `ObservableObject` changed on `DispatchQueue.global()`).
  case background(Body)
  /// `swiftui duringupdate { … }`: the block's data changes are made while SwiftUI computes a
  /// view update (state written in a view's `body`).
  case duringUpdate(Body)
  /// `swiftui animation end`: the running animation ends (`_updateAnimationDidStop:finished:`),
  /// and the update waiting for it, if any, is performed.
  case animationEnd
  /// `swiftui lazyvstack [width W] [height H] [rowheight R]`: a fresh LazyVStack in a
  /// ScrollView.
  case lazyStack(CollectionSetup<E>)
  /// `swiftui scrollposition on|off`, `swiftui anchor top|bottom`, `swiftui subviews
  /// one|dynamic`: the stack's `scrollPosition(id:)` binding, its `defaultScrollAnchor`, and
  /// how many subviews a row's view resolves to.
  case lazyOption(LazyStackOption)
  /// `swiftui ondelete OFFSETS [section S]`: the user deletes the rows at the offsets (an
  /// `IndexSet`) of a section's `ForEach`, whose `onDelete` handler calls
  /// `remove(atOffsets:)`.
  case onDelete(E, section: E?)
  /// `swiftui onmove OFFSETS to N [section S]`: the user drags the rows at the offsets to
  /// offset N (counted before the move), and the `onMove` handler calls
  /// `move(fromOffsets:toOffset:)`.
  case onMove(E, to: E, section: E?)
  /// `swiftui id V`: the List's `.id(V)`: a new value gives it a new identity, and SwiftUI makes
  /// it again.
  case id(E)
  /// `swiftui foreach identities|indices|range`: how the List's `ForEach` identifies its rows:
  /// by the items' identities (`ForEach(items)`), by their indices, each row reading
  /// `items[i]` (`ForEach(items.indices, id: \.self)`, or an index-backed binding), or over a
  /// range it reads once (`ForEach(0..<items.count)`).
  case forEach(ForEachWord)
  /// `swiftui scrollto V [anchor top|center|bottom] [animated]`: a `ScrollViewReader` proxy's
  /// `scrollTo(V, anchor:)` on a LazyVStack, in `withAnimation` with `animated`.
  case scrollTo(E, anchor: LazyScrollAnchor?, animated: Bool)

  func map<F, Body2, Failure: Error>(
    _ f: (E) throws(Failure) -> F, _ body: (Body) throws(Failure) -> Body2
  ) throws(Failure) -> SwiftUICommand<F, Body2> {
    switch self {
    case .list(let setup): .list(try setup.map(f))
    case .animated(let b): .animated(try body(b))
    case .background(let b): .background(try body(b))
    case .duringUpdate(let b): .duringUpdate(try body(b))
    case .animationEnd: .animationEnd
    case .lazyStack(let setup): .lazyStack(try setup.map(f))
    case .lazyOption(let option): .lazyOption(option)
    case .onDelete(let offsets, let section): .onDelete(try f(offsets), section: try section.map(f))
    case .onMove(let offsets, let to, let section):
      .onMove(try f(offsets), to: try f(to), section: try section.map(f))
    case .id(let value): .id(try f(value))
    case .forEach(let word): .forEach(word)
    case .scrollTo(let target, let anchor, let animated):
      .scrollTo(try f(target), anchor: anchor, animated: animated)
    }
  }
}

extension SwiftUICommand: Sendable where E: Sendable, Body: Sendable {}

/// A LazyVStack's setting: the `scrollPosition(id:)` binding, `defaultScrollAnchor`, or how
/// many subviews each row's view resolves to.
enum LazyStackOption: Equatable, Sendable {
  case scrollPosition(Bool)
  case anchor(bottom: Bool)
  /// `swiftui subviews one|dynamic`: whether a row's view resolves to a dynamic number of
  /// subviews (a conditional, or an optional unwrapped, at the top of its body).
  case subviews(dynamic: Bool)

  /// The setting as written after `swiftui`.
  var spelling: String {
    switch self {
    case .scrollPosition(let on): "scrollposition \(on ? "on" : "off")"
    case .anchor(let bottom): "anchor \(bottom ? "bottom" : "top")"
    case .subviews(let dynamic): "subviews \(dynamic ? "dynamic" : "one")"
    }
  }

  /// Whether the setting is an API from iOS 17 (`scrollPosition(id:)`,
  /// `defaultScrollAnchor`); a row's subviews are the view's own code, on any iOS.
  var isFromIOS17: Bool {
    switch self {
    case .scrollPosition, .anchor: true
    case .subviews: false
    }
  }
}

/// The word after `swiftui`.
package enum SwiftUIForm: String, CaseIterable, Sendable {
  case list, animated, background, duringupdate, animation, lazyvstack, scrollposition, anchor
  case ondelete, onmove, id, foreach, scrollto, subviews

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
    case .animated, .background, .duringupdate, .animation, .scrollposition, .anchor, .ondelete,
      .onmove, .id,
      .foreach, .scrollto, .subviews:
      nil
    }
  }
}

/// The word after `swiftui animation`.
package enum SwiftUIAnimationWord: String, CaseIterable, Sendable {
  case end
}

/// How a List's `ForEach` identifies its rows: the word after `swiftui foreach`.
public enum ForEachWord: String, CaseIterable, Sendable {
  /// `ForEach(items)` over `Identifiable` items, or `id:` a stable key: rows follow their items.
  case identities
  /// `ForEach(items.indices, id: \.self)`: rows are identified by index and read `items[i]`.
  case indices
  /// `ForEach(0..<items.count)`: a range the `ForEach` reads once, when it first appears.
  case range
}

/// The word after `swiftui subviews`: each row's view resolves to one subview, or to a
/// number that depends on its data or environment (one or none, say).
package enum SubviewsWord: String, CaseIterable, Sendable {
  case one, dynamic
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
    case .background: return .background(try block())
    case .duringupdate: return .duringUpdate(try block())
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
    case .subviews:
      return .lazyOption(
        .subviews(dynamic: try choice(SubviewsWord.self, after: "swiftui subviews") == .dynamic))
    case .ondelete:
      let offsets = try expression()
      return .onDelete(offsets, section: try offsetsSection())
    case .onmove:
      let offsets = try expression()
      try expectWord(.to, "after 'swiftui onmove OFFSETS'")
      let to = try expression()
      return .onMove(offsets, to: to, section: try offsetsSection())
    case .id: return .id(try expression())
    case .foreach:
      return .forEach(try choice(ForEachWord.self, after: "swiftui foreach"))
    case .scrollto:
      let target = try expression()
      var anchor: LazyScrollAnchor?
      if current.isWord(.anchor) {
        advance()
        anchor = try choice(LazyScrollAnchor.self, after: "swiftui scrollto V anchor")
      }
      var animated = false
      if current.isWord(.animated) {
        advance()
        animated = true
      }
      return .scrollTo(target, anchor: anchor, animated: animated)
    }
  }

  /// The `section S` after a ForEach's offsets, if written.
  private mutating func offsetsSection() throws(ParseFailure) -> Expr? {
    guard current.isWord(.section) else { return nil }
    advance()
    return try expression()
  }
}
