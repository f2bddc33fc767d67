extension KnownText {
  /// SwiftUI's own texts about its lists.
  ///
  /// A `ForEach` or a lazy stack whose identities repeat, iOS 14's trap for the same mistake,
  /// iOS 17–18's empty cell, and the warnings of state changed from a background thread or
  /// during a view update. They are read before the
  /// Swift runtime's marks, which the trap's `Fatal error:` would otherwise match.
  static let swiftUI: [KnownText] = [
    KnownText(
      id: "swiftui-duplicate-id",
      signatures: [
        "occurs multiple times within the collection, this will give undefined results",
        "is used by multiple child views, this will give undefined results",
      ],
      meaning:
        "SwiftUI logged that a ForEach (or a lazy stack's children) holds two elements with the same ID: it cannot tell their rows apart, and what it shows for them is, in its words, undefined.",
      causes: [
        "The identity is not unique: an id: key path to a field that repeats (a title, a name, \\.self over strings that repeat), or a page merged into the list that holds an element already there.",
        "An Identifiable type whose id is computed from content two elements share.",
      ],
      fix:
        "Give each element an identity of its own that stays the same across updates (the server's id, or a UUID made once and stored with the element), and drop duplicates before the ForEach. `listsh check` finds them in a payload, with what a diffable data source does with the same data.",
      logged: true, raiser: "SwiftUI",
      sources: [
        "https://github.com/subconsciousnetwork/subconscious/issues/64",
        "https://github.com/ThasianX/ElegantCalendar/issues/43",
      ],
      reproduction: ["check identities [{id: 1, title: \"a\"}, {id: 1, title: \"b\"}]"]),
    KnownText(
      id: "swiftui-foreach-constant-range",
      signatures: [
        "should only be used for *constant* data", "should only be used for constant data",
      ],
      meaning:
        "SwiftUI logged that a ForEach over a range of indexes (ForEach(0..<n)) was given a range of another length than its first: that initializer reads only its initial range (Apple: it \"only reads the initial value of the provided data\"), so the rows do not follow the new count. In a List, rows past the first count are not shown, and a row the data lost traps with \"Index out of range\" when its body runs (ListScript's model: swiftui foreach range).",
      causes: [
        "ForEach(0..<items.count) (or 0..<n of any state) over data that grows or shrinks: loaded after the view appeared (onAppear, a fetch), or filtered."
      ],
      fix:
        "Iterate the data itself (ForEach(items) over Identifiable items, or ForEach(items, id: \\.id)); where indexes are needed, ForEach(items.indices, id: \\.self) or ForEach(0..<n, id: \\.self), which the log names and eneko/Stripes#4 used. Identifying rows by index has its own cost: a delete with the last row on screen traps (swiftui foreach indices).",
      logged: true, raiser: "SwiftUI",
      sources: [
        "https://github.com/AppPear/ChartView/issues/44",
        "https://github.com/eneko/Stripes/issues/4",
      ],
      reproduction: rangeStatements(count: 30, initial: 0),
      counted: { reason in
        rangeCounts(reason).map { rangeStatements(count: $0.count, initial: $0.initial) }
      }),
    KnownText(
      id: "swiftui-layout-item-once",
      signatures: ["each layout item may only occur once"],
      meaning:
        "SwiftUI stopped the app (iOS 14): a ForEach in a lazy stack or grid laid out two elements with the same ID. On iOS 15 the app does not crash and the duplicate is dropped (woocommerce-ios#5824).",
      causes: [
        "The same mistake as the duplicate-ID log: identities that repeat, often after data from two sources is merged."
      ],
      fix:
        "Make the identities unique and stable, as for the duplicate-ID log; `listsh check` finds the repeats in a payload.",
      raiser: "SwiftUI",
      sources: [
        "https://github.com/woocommerce/woocommerce-ios/issues/5824",
        "https://github.com/mecid/SwiftUICharts/issues/3",
      ],
      reproduction: [
        "platform ios14",
        "# a LazyVStack whose ForEach data repeats an identity",
        "swiftui lazyvstack",
        "data [{id: \"orders\"}, {id: \"reviews\"}, {id: \"reviews\"}]",
      ]),
    KnownText(
      id: "swiftui-list-empty-cell",
      signatures: ["List failed to visit cell content, returning an empty cell"],
      meaning:
        "SwiftUI's List (a UICollectionView on iOS 16 and later) could not produce a row's content when the collection view asked for its cell, and returned an empty cell: the row shows blank.",
      causes: [
        "SwiftUI does not document the cause; our reading is that the row's content could not be made in the update that showed it, when the List's data or structure changed at the same time.",
        "A SwiftUI bug, which the log asks to report: in swiftlang/swift#81970 the rows stay empty until the app goes to the background.",
      ],
      fix:
        "Change the list's data on the main actor, in one transaction, and keep each row's identity stable; where the log persists, file the bug it asks for with the smallest list that shows it.",
      logged: true, raiser: "SwiftUI",
      sources: [
        "https://github.com/technicat/fedicat/issues/537",
        "https://github.com/swiftlang/swift/issues/81970",
      ]),
    KnownText(
      id: "swiftui-publishing-background",
      signatures: ["Publishing changes from background threads is not allowed"],
      meaning:
        "SwiftUI logged that an ObservableObject's @Published property changed on a thread other than the main one. What the views that read it do then, a List's rows among them, SwiftUI does not say: the warning asks for main-thread changes only. Apple's account of the race (WWDC21, \"Discover concurrency in SwiftUI\") is that SwiftUI may redraw before the value is set; ListScript models that outcome with `swiftui background { … }` on a List: no update in that turn, the old rows kept until the next change on the main thread, and an update waiting for an animation meeting data it was not computed with (scenarios/swiftui/swiftui-list-background.lsh).",
      causes: [
        "A network or database callback sets a @Published property on its own queue.",
        "A Task not isolated to the main actor writes to the model.",
      ],
      fix:
        "Change the model on the main actor: mark it @MainActor, or hop back (await MainActor.run { … }, receive(on: DispatchQueue.main)) before the assignment. A List's data then changes between two of its updates, as `data …` does in a scenario.",
      logged: true, raiser: "SwiftUI",
      sources: [
        "https://github.com/ArtSabintsev/Zephyr/issues/56",
        "https://github.com/johnpatrickmorgan/FlowStacks/issues/27",
      ],
      reproduction: [
        "platform ios18",
        "# a SwiftUI List whose data an ObservableObject publishes from a background queue",
        "swiftui list",
        "data [1]",
        "swiftui background { data insert 2 at 0:1 }",
      ]),
    KnownText(
      id: "swiftui-state-during-update",
      signatures: [
        "Modifying state during view update, this will cause undefined behavior",
        "Publishing changes from within view updates is not allowed",
      ],
      meaning:
        "SwiftUI logged that state was changed while it was computing a view's body: the change lands in the middle of an update, whose result it calls undefined.",
      causes: [
        "A view's body (or a computed property it reads) assigns to @State, or to an ObservableObject's @Published property.",
        "A library's view doing the same inside its own body: SDWebImageSwiftUI started its image load, which publishes, from a body (SDWebImage/SDWebImageSwiftUI#222).",
      ],
      fix:
        "Move the write out of the update: into an action (onChange, onAppear, task, a button), or defer it to the next turn (Task { @MainActor in … }). Derive what the body needs instead of storing it during the update.",
      logged: true, raiser: "SwiftUI",
      sources: [
        "https://github.com/pointfreeco/swift-composable-architecture/issues/1111",
        "https://github.com/SDWebImage/SDWebImageSwiftUI/issues/231",
      ],
      reproduction: [
        "platform ios16",
        "# a SwiftUI List whose data is written while SwiftUI computes a view's body",
        "swiftui list",
        "data [1]",
        "swiftui duringupdate { data insert 2 at 0:1 }",
      ]),
  ]
}

extension KnownText {
  /// The two counts of SwiftUI's log for a range `ForEach` ("count (N) != its initial count
  /// (M)"), when the text holds them and both are below a million.
  ///
  /// - Complexity: O(n) for a text of n characters.
  static func rangeCounts(_ reason: String) -> (count: Int, initial: Int)? {
    let folded = Self.folded(reason)
    guard let mark = folded.firstRange(of: ") != its initial count (") else { return nil }
    let before = folded[..<mark.lowerBound]
    guard let open = before.lastIndex(of: "("), before[..<open].hasSuffix("count "),
      let count = Int(before[before.index(after: open)...]),
      let close = folded[mark.upperBound...].firstIndex(of: ")"),
      let initial = Int(folded[mark.upperBound..<close]),
      count < 1_000_000, initial < 1_000_000
    else { return nil }
    return (count, initial)
  }

  /// A List over a range that first appears with `initial` items and then has `count`.
  static func rangeStatements(count: Int, initial: Int) -> [String] {
    [
      "platform ios16",
      "# a SwiftUI List whose ForEach runs over 0..<items.count",
      "swiftui list",
      "swiftui foreach range",
      "data range(0, \(initial))",
    ]
      + (count < initial
        ? ["# fewer items: a row past the new count traps if it is on screen (our inference)"]
        : [])
      + ["data range(0, \(count))"]
  }
}
