import HeadlessUIKit

extension ReplSession {
  /// The words that may follow `swiftui …` (`words`, the statement's so far).
  static func swiftUIWords(after words: [String], expressions: [String]) -> [String]? {
    func names<E: RawRepresentable & CaseIterable>(_: E.Type) -> [String]
    where E.RawValue == String { E.allCases.map(\.rawValue) }
    guard words.count >= 2, let form = SwiftUIForm(rawValue: words[1]) else {
      return names(SwiftUIForm.self)
    }
    switch (form, words.last ?? "") {
    case (.animation, _): return names(SwiftUIAnimationWord.self)
    case (.scrollposition, _): return names(OnOff.self)
    case (.anchor, _): return names(ScrollAnchorWord.self)
    case (.subviews, _): return names(SubviewsWord.self)
    case (.list, "appearance"): return names(ListAppearance.self)
    case (.list, _): return SwiftUIForm.listOptions.map(\.rawValue) + expressions
    case (.lazyvstack, _): return SwiftUIForm.stackOptions.map(\.rawValue) + expressions
    case (.animated, _), (.background, _), (.duringupdate, _): return nil
    case (.ondelete, _): return [Keyword.section.rawValue] + expressions
    case (.onmove, _): return [Keyword.to.rawValue, Keyword.section.rawValue] + expressions
    case (.id, _): return expressions
    case (.foreach, _): return names(ForEachWord.self)
    case (.scrollto, "anchor"): return names(LazyScrollAnchor.self)
    case (.scrollto, _): return [Keyword.anchor.rawValue, Keyword.animated.rawValue] + expressions
    }
  }
}
