import HeadlessUIKit
import ListDiff

/// Change feeds and timing: a fetched-results controller and a photo library producing the
/// calls, and the view's window and layout passes.
enum FeedCommand<E> {
  /// `fetched [sections] E`: `performFetch()`; the controller's objects become the view's data.
  case fetch(E, sections: Bool)
  /// `fetched change to [sections] E [reporting R]`: the store changes and the controller
  /// reports it (as Apple documents, or the reports `R` as written) to the consumer.
  case fetchedChange(E, sections: Bool, reporting: E?)
  /// `fetched consumer C`: how the app's delegate turns reports into calls.
  case fetchedConsumer(FetchedResultsConsumer)
  /// `fetched controller N [unmapped]`: the next `fetched` commands address controller N, whose
  /// sections follow those of the controllers before it; `unmapped`: the delegate passes that
  /// controller's index paths to the view as they are.
  case fetchedController(Int, mapped: Bool)
  /// `photos E`: the app's fetch result of assets, shown in section 0.
  case photos(E)
  /// `photos change to E [incremental true|false]`: the library changes and the app's
  /// `photoLibraryDidChange(_:)` gets the change details.
  case photosChange(E, incremental: Bool)
  /// `photos consumer C`: how the app's `photoLibraryDidChange(_:)` applies them.
  case photosConsumer(PhotoLibraryConsumer)
  /// `window on|off`: the view is put in a window, or taken out of it.
  case window(Bool)
  /// `layout`: `layoutIfNeeded()`, a layout pass now.
  case layout

  /// Whether the command feeds the view from Core Data or PhotoKit (a SwiftUI List refuses it).
  var isFeed: Bool {
    switch self {
    case .fetch, .fetchedChange, .fetchedConsumer, .fetchedController, .photos, .photosChange,
      .photosConsumer:
      true
    case .window, .layout: false
    }
  }

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> FeedCommand<F> {
    switch self {
    case .fetch(let e, let sections): .fetch(try f(e), sections: sections)
    case .fetchedChange(let e, let sections, let reporting):
      .fetchedChange(try f(e), sections: sections, reporting: try reporting.map(f))
    case .fetchedConsumer(let c): .fetchedConsumer(c)
    case .fetchedController(let n, let mapped): .fetchedController(n, mapped: mapped)
    case .photos(let e): .photos(try f(e))
    case .photosChange(let e, let incremental): .photosChange(try f(e), incremental: incremental)
    case .photosConsumer(let c): .photosConsumer(c)
    case .window(let on): .window(on)
    case .layout: .layout
    }
  }
}

extension FeedCommand: Sendable where E: Sendable {}

extension Parser {
  /// `fetched …`, `photos …`, `window on|off`, `layout`.
  mutating func feedCommand(_ word: FeedWord) throws(ParseFailure) -> FeedCommand<Expr> {
    switch word {
    case .fetched:
      if current.isWord(.change), peek(1).isWord(.to) {
        advance(2)
        let sections = current.isWord(.sections)
        if sections { advance() }
        let target = try expression()
        var reporting: Expr?
        if current.isWord(.reporting) {
          advance()
          reporting = try expression()
        }
        return .fetchedChange(target, sections: sections, reporting: reporting)
      }
      if current.isWord(.consumer), peek(1).identifier != nil {
        advance()
        return .fetchedConsumer(try choice(FetchedResultsConsumer.self, after: "fetched consumer"))
      }
      if current.isWord(.controller), case .integer(let n) = peek(1).kind {
        advance(2)
        let unmapped = current.isWord(.unmapped)
        if unmapped { advance() }
        return .fetchedController(n, mapped: !unmapped)
      }
      let sections = current.isWord(.sections)
      if sections { advance() }
      return .fetch(try expression(), sections: sections)
    case .photos:
      if current.isWord(.change), peek(1).isWord(.to) {
        advance(2)
        let target = try expression()
        var incremental = true
        if current.isWord(.incremental) {
          advance()
          incremental = try choice(TrueFalse.self, after: "incremental") == .true
        }
        return .photosChange(target, incremental: incremental)
      }
      if current.isWord(.consumer), peek(1).identifier != nil {
        advance()
        return .photosConsumer(try choice(PhotoLibraryConsumer.self, after: "photos consumer"))
      }
      return .photos(try expression())
    case .window: return .window(try onOff(after: "window"))
    case .layout: return .layout
    }
  }
}
