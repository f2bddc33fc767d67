import HeadlessUIKit
import ListDiff

/// How a List's update was animated, in the trace's words.
enum ListAnimation: String {
  case withAnimation = "withAnimation"
  case none = "no animation"
  /// iOS 13 animated every change of a List's data (Point-Free, episode 136).
  case iOS13 = "animated, as iOS 13 animates every change of a List"
}

/// What a SwiftUI List's coordinator did, for the trace.
enum SwiftUIEvent {
  /// `swiftui list`: the collection view (or, before iOS 16, the table view) is SwiftUI's.
  case list(inTable: Bool)
  /// The turn's data change became an update: its changeset, and how it was animated:
  /// `withAnimation`, not at all, or as iOS 13 animates every change of a List.
  case update(String, animation: ListAnimation)
  /// The update waits for the running animation; `replacing` one that was waiting.
  case waits(replacing: Bool)
  /// An animated batch was performed: its animation runs.
  case animating
  /// `swiftui animation end`: whether an animation was running, and whether an update waited.
  case animationEnded(performs: Bool, running: Bool)
  /// The data holds an identity more than once: SwiftUI's log line, with the identity.
  case duplicateID(String)
  /// `swiftui background { … }` changed the data: SwiftUI's runtime warning.
  case publishedOffMain
  /// A turn whose only change was published off the main thread: no update.
  case offMainNotShown
  /// `swiftui duringupdate { … }` changed the data, from iOS 16: SwiftUI's runtime warning.
  case publishedDuringUpdate
  /// The end of a `swiftui duringupdate { … }` block that changed the data: what the model
  /// makes of it.
  case duringUpdateRead
  /// `swiftui foreach …`: the rows identified by identity, by index, or over a fixed range.
  case forEach(ForEachWord)
  /// A `ForEach` over a range was given another count than its first: SwiftUI's log line, and
  /// the section and the two counts.
  case constantRange(section: Int, count: Int, initial: Int)
  /// What the List shows of a section whose range `ForEach` kept its first count.
  case rangeKept(section: Int, count: Int, initial: Int)
  /// `swiftui ondelete`: the offsets removed from a section (at most the first ten, and how
  /// many there are).
  case onDelete([Int], section: Int)
  /// `swiftui onmove`: the offsets moved in a section, the destination as given (before the
  /// move), and the index the first moved row ends at.
  case onMove([Int], to: Int, final: Int, section: Int)
  /// `swiftui id V`: the new value, the old one when it changed (the List is made again, its
  /// view a table view or a collection view), or whether the value was the same.
  case identity(String, from: String?, kept: Bool, view: String)
  /// `swiftui lazyvstack`: a new stack, its viewport's width and height.
  case lazyStack(width: Double, height: Double)
  /// `swiftui scrollposition …` or `swiftui anchor …`.
  case lazyOption(LazyStackOption)
  /// A scroll of the stack, to the offset wanted (a layout pass follows).
  case lazyScrolled(to: Double)
  /// A scroll of the stack to its bottom (a layout pass follows, ending there).
  case lazyScrolledToBottom
  /// The stack's offset moved in a layout pass, and why.
  case lazyMoved(LazyStackMove, from: Double, to: Double)
  /// A layout pass placed views: how many, of how many, the estimate after, the offset and the
  /// content's height.
  case lazyLaidOut(placed: Int, views: Int, estimate: Double, offset: Double, content: Double)
  /// The lazy stack shows one view per identity: how many later items repeating one it drops.
  case lazyRepeatsDropped(Int)
  /// Views on screen (by index) changed their heights after they appeared.
  case lazySettled([Int])
  /// An update's views in memory: those that appeared (`onAppear`), the one prefetched, those
  /// freed with their state.
  case lazyLifecycle(LazyLifecycleReport)
  /// `swiftui scrollto`: the call, and how it began.
  case lazyScrollTo(LazyScrollCall, LazyScrollStart)
  /// `swiftui scrollto` on a List, in the update that ends the turn: the identity, the row
  /// found for it (none: nothing scrolls), the anchor, whether animated, and whether the List
  /// is a table view (before iOS 16).
  case listScrollTo(
    String, ListIndexPath?, anchor: LazyScrollAnchor?, animated: Bool, inTable: Bool)
  /// An animated `scrollTo`'s frame that corrected the estimate: its number, the offset.
  case lazyScrollFrame(Int, to: Double)
  /// Where the view a `scrollTo` aimed at landed.
  case lazyScrollLanded(LazyScrollLanding)

  /// The event's trace line.
  var line: String {
    switch self {
    case .list(inTable: true):
      "SwiftUI List: the table view is SwiftUI's (SwiftUI.UpdateCoalescingTableView, before iOS 16); each turn's data change is diffed by identity into one batch, as on the collection view of iOS 16 and later (our choice)"
    case .list(inTable: false):
      "SwiftUI List: the collection view is SwiftUI's (SwiftUI.UpdateCoalescingCollectionView), its data source SwiftUI's coordinator (UICollectionViewListCoordinator); each turn's data change is diffed by identity into one batch (our choice)"
    case .update(let changes, let animation):
      "SwiftUI update (\(animation.rawValue)): changeset: \(changes)"
    case .waits(let replacing):
      replacing
        ? "it waits for the running animation, replacing the update that was waiting: that update's batch is never performed (our choice: the newest waiting update wins)"
        : "it waits for the running animation: performBatchUpdates runs when the animation ends (our choice)"
    case .animating:
      "the batch's animation runs: updates wait for it until 'swiftui animation end'"
    case .animationEnded(let performs, let running):
      !running
        ? "no animation is running"
        : performs
          ? "_updateAnimationDidStop:finished: performs the waiting update, against the data as it is now (our choice)"
          : "the animation ended; no update was waiting"
    case .duplicateID(let line): "SwiftUI logs: " + line
    case .publishedOffMain:
      "SwiftUI logs: Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
    case .publishedDuringUpdate:
      "SwiftUI logs: Publishing changes from within view updates is not allowed, this will cause undefined behavior."
    case .duringUpdateRead:
      "the List's update reads the change made during the view update, as if it were made before it (our choice: SwiftUI calls the result undefined; realm/realm-swift#7908 found it \"working as intended\" besides the warning, and, in production, an abort: \"AttributeGraph precondition failure: setting value during update\")"
    case .offMainNotShown:
      "no SwiftUI update: the change was published off the main thread, and the turn's update read the data before the value was set (our choice, after Apple's account of the race, WWDC21 \"Discover concurrency in SwiftUI\"); the List shows the rows it showed until a change on the main actor, whose update diffs from them"
    case .forEach(.indices):
      "ForEach(items.indices, id: \\.self): each row is identified by its index and reads items[i]; a change is diffed by index, so the last rows go and the others are reloaded where they stand"
    case .forEach(.identities): "ForEach(items): each row is identified by its item's identity"
    case .forEach(.range):
      "ForEach(0..<items.count): it reads its range once (Apple: it \"only reads the initial value of the provided data\"), each section's when the section first appears (our choice); row i reads items[i], and a change reloads the rows whose item changed (our inference)"
    case .constantRange(_, let count, let initial):
      "SwiftUI logs: ForEach<Range<Int>, Int, …> count (\(count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
    case .rangeKept(let section, let count, let initial):
      count > initial
        ? "section \(section) keeps its first range, 0..<\(initial): the \(count - initial) \(count - initial == 1 ? "item" : "items") past it \(count - initial == 1 ? "is" : "are") not shown (our inference from Apple's sentence)"
        : "section \(section) keeps its first range, 0..<\(initial): rows \(count)..<\(initial) stay, reading items the data no longer has, and each traps when its body runs (on screen now, or when it comes on screen) (our inference)"
    case .onDelete(let offsets, let section):
      "onDelete(perform:) with IndexSet \(Self.indexSet(offsets)) of section \(section): remove(atOffsets:), in the swipe's animated transaction (our inference)"
    case .onMove(let offsets, let to, let final, let section):
      "onMove(perform:) with IndexSet \(Self.indexSet(offsets)) and offset \(to) of section \(section): move(fromOffsets:toOffset:) puts the rows before the row that was at offset \(to), so they start at index \(final), in the drop's animated transaction (our inference)"
    case .identity(let value, let old, let kept, let view):
      if let old {
        ".id(\(old)) -> .id(\(value)): a new identity; SwiftUI drops the List and makes a new one: a new \(view) reads the data at its first layout, with no batch, no animation, no waiting update, scrolled to the top"
      } else {
        kept
          ? ".id(\(value)): the same identity; nothing changes"
          : ".id(\(value)): the List's identity"
      }
    case .lazyStack(let w, let h):
      "new LazyVStack in a ScrollView \(Points.format(w))x\(Points.format(h)): views are placed as they come on screen; one not placed counts the average height of those placed (WWDC26 session 321)"
    case .lazyOption(.scrollPosition(let on)):
      on
        ? "scrollPosition(id:) bound: the view it holds (the top-most) keeps its place when the data changes (our choice)"
        : "scrollPosition(id:) not bound: the view at the top-most visible index keeps its place when the data changes (our inference)"
    case .lazyOption(.subviews(let dynamic)):
      dynamic
        ? "each row's view resolves to a dynamic number of subviews (a conditional, or an optional unwrapped, at the top of its body): the stack addresses its subviews by index, so it makes the rows above the screen to count them and keeps them, their @State too (WWDC26 session 321); filter the data instead"
        : "each row's view resolves to one subview: the stack counts them from the data and makes only the rows it shows"
    case .lazyOption(.anchor(let bottom)):
      bottom
        ? "defaultScrollAnchor(.bottom): the stack starts at its bottom, and keeps its bottom edge there while scrolled to it"
        : "defaultScrollAnchor(.top)"
    case .lazyScrolled(let y): "scroll to \(Points.format(y))"
    case .lazyScrolledToBottom:
      "scroll to the bottom: the pass ends with the content's end at the viewport's bottom"
    case .lazyMoved(let why, let from, let to):
      (from == to
        ? "offset stays \(Points.format(from)): "
        : "offset \(Points.format(from)) -> \(Points.format(to)): ") + Self.words(why)
    case .lazyLaidOut(let placed, let views, let estimate, let offset, let content):
      "LazyVStack laid out: \(placed) \(placed == 1 ? "view" : "views") placed, \(views) in all, one not placed counts \(Points.format(estimate)); offset \(Points.format(offset)), content height \(Points.format(content))"
    case .lazySettled(let views): Self.settledLine(views)
    case .listScrollTo(let id, let path, let anchor, let animated, let inTable):
      "proxy.scrollTo(\(id)\(anchor.map { ", anchor: .\($0.rawValue)" } ?? ""))\(animated ? " in withAnimation" : ""): "
        + (path.map {
          "SwiftUI scrolls its \(inTable ? "table" : "collection") view to \($0), the row of \(id) in the rows SwiftUI last updated to, in the update that ends the turn, after its batch (our inference from agg23/Sila#38's stack: UpdateCoalescingCollectionView.updateContent() scrolls\(inTable ? "; the table view before iOS 16 the same, our choice" : ""))"
        } ?? "no row has identity \(id): nothing scrolls (our inference)")
    case .lazyRepeatsDropped(let n):
      "LazyVStack: one view per identity; \(n == 1 ? "the later item" : "\(n) later items") repeating an identity \(n == 1 ? "is" : "are") not shown (woocommerce/woocommerce-ios#5824: from iOS 15 \"the duplicated element is removed behind the scene\"; the first kept is our choice)"
    case .lazyLifecycle(let report): Self.lifecycleLines(report)
    case .lazyScrollTo(let call, let start): Self.scrollLine(call, start)
    case .lazyScrollFrame(let frame, let y): Self.frameLine(frame, to: y)
    case .lazyScrollLanded(let landing): Self.landingLine(landing)
    }
  }

  /// The step `emit swift` records: the List itself, as a comment (its batches are recorded as
  /// the calls they are).
  var step: RecordedStep? {
    switch self {
    case .list(let inTable):
      .unmapped(
        "swiftui list: a SwiftUI List; the test makes the batches its coordinator makes, on a "
          + (inTable ? "UITableView" : "UICollectionView"))
    case .lazyStack: .unmapped(RecordedStep.lazyStackNote)
    case .publishedOffMain, .offMainNotShown, .publishedDuringUpdate, .duringUpdateRead, .update,
      .waits, .animating, .animationEnded,
      .duplicateID, .forEach, .constantRange,
      .rangeKept, .onDelete, .onMove,
      .identity, .lazyOption, .lazyScrolled,
      .lazyScrolledToBottom, .lazyMoved, .lazyLaidOut, .lazyScrollTo, .lazyScrollFrame,
      .lazyScrollLanded, .lazySettled, .lazyLifecycle, .lazyRepeatsDropped, .listScrollTo:
      nil
    }
  }

  /// An `IndexSet`'s offsets as the trace shows them: all of ten or fewer, else the first ten
  /// and how many there are.
  static func indexSet(_ offsets: [Int]) -> String { "[" + list(offsets, "offsets") + "]" }

  /// Numbers as the trace lists them: all of ten or fewer, else the first ten and how many
  /// `noun` there are.
  static func list(_ numbers: [Int], _ noun: String) -> String {
    numbers.prefix(10).map(String.init).joined(separator: ", ")
      + (numbers.count > 10 ? ", … (\(numbers.count) \(noun))" : "")
  }

  /// Why the stack's offset moved, in words.
  static func words(_ move: LazyStackMove) -> String {
    switch move {
    case .estimates(let k):
      "views were placed and the estimates above changed; view \(k), the top-most visible, keeps its place"
    case .dataByIndex(let k):
      "the data changed; the view at index \(k), the top-most visible before, keeps its place (so what it shows may change)"
    case .dataByIdentity(let k):
      "the data changed; the view scrollPosition(id:) holds, now view \(k), keeps its place"
    case .bottom:
      "kept at the bottom (the bottom anchor while scrolled to it, or a scroll to the bottom): the content's end at the viewport's bottom"
    case .clamped: "brought back inside the content"
    case .settled(let k):
      "views on screen changed their heights after they appeared (and the estimate of the views not placed with them); view \(k), the top-most visible, keeps its place"
    }
  }
}

extension RecordedStep {
  /// The step recorded for `swiftui lazyvstack`, which makes `emit swift` refuse the scenario.
  package static let lazyStackNote =
    "swiftui lazyvstack: a SwiftUI LazyVStack, which has no UIKit counterpart to emit"
}
