import HeadlessUIKit
import ListDiff

extension WordDocs {
  /// The page of `swiftui`: a SwiftUI List, its transactions, and a LazyVStack.
  static var swiftUIDoc: Doc {
    Doc(
      spelling: """
        swiftui list [width W] [height H] [rowheight R]
          [appearance plain|grouped|insetgrouped|sidebar|sidebarplain]
        swiftui animated { … }
        swiftui background { … }
        swiftui duringupdate { … }
        swiftui animation end
        swiftui ondelete OFFSETS [section S]
        swiftui onmove OFFSETS to N [section S]
        swiftui id V
        swiftui foreach identities|indices|range
        swiftui lazyvstack [width W] [height H] [rowheight R]
        swiftui scrollposition on|off
        swiftui anchor top|bottom
        swiftui subviews one|dynamic
        swiftui scrollto V [anchor top|center|bottom] [animated]
        """,
      summary: "A SwiftUI List over ForEach (iOS 16 and later: a collection view with a list "
        + "layout, inset grouped unless `appearance` says; before, SwiftUI's table view). Its data is changed with `data …`; "
        + "at the end of the turn SwiftUI diffs it by identity and performs one batch. In "
        + "`swiftui animated { … }` the change is animated, and updates made while the "
        + "animation runs wait for `swiftui animation end`, the newest replacing the one "
        + "waiting (our choice: undocumented). In `swiftui background { … }` the change is "
        + "published off the main thread: SwiftUI logs its warning, and the turn makes no "
        + "update, the List showing its rows until a change on the main thread (our choice, "
        + "after Apple's account of the race). In `swiftui duringupdate { … }` the change is "
        + "written while SwiftUI computes a view's body: from iOS 16 SwiftUI logs its warning, "
        + "and the update reads the change (our choice: SwiftUI calls it undefined). `ondelete` and `onmove` are the user's swipe "
        + "and drag: the handler's `remove(atOffsets:)` or `move(fromOffsets:toOffset:)` on a "
        + "section's rows (N counted before the move), in an animated transaction (our "
        + "inference). `swiftui id V` is `.id(V)`: a new value makes SwiftUI drop the List and "
        + "make a new one, which reads the data with no batch. `swiftui foreach indices` is "
        + "`ForEach(items.indices, id: \\.self)`: rows diffed by index, and a row on screen "
        + "whose index the data lost traps with \"Fatal error: Index out of range\" (our "
        + "inference). `swiftui foreach range` is `ForEach(0..<items.count)`, which reads its "
        + "range once (Apple): a count that differs later is logged, the rows keep the first "
        + "range, and a row past the new count traps when it is on screen or comes on it (our "
        + "inference). `swiftui lazyvstack` is a LazyVStack in a "
        + "ScrollView over the data: views placed as they come on screen, the others "
        + "estimated at the average of those placed, the top-most visible view kept in place "
        + "(by index; by identity with `scrollposition on`; the bottom with `anchor bottom`); "
        + "each update runs `onAppear` for views that come on screen, prefetches the next view "
        + "after a scroll (its body runs before it appears), and frees views 2 updates off "
        + "screen with their state (our choices: one view, 2 updates; `lifecycle(V)` reads "
        + "them); on `ios26` a view that leaves the screen runs `onDisappear` and its `.task` "
        + "is cancelled, before it neither, the task running until the view is freed (Ole "
        + "Begemann's iOS 16 case study; ole/swiftui-view-lifecycle#4). `swiftui subviews dynamic` is a row whose body resolves to one subview or "
        + "none (a conditional at its top): the stack makes every row above the screen to "
        + "count the subviews and keeps them with their state (our inference from Apple's "
        + "\"It now has to keep earlier StepViews around\"). "
        + "`swiftui scrollto V` is a proxy's `scrollTo(V, anchor:)`: the offset set from the "
        + "view's estimated place; without `animated` a view aligned by its center or bottom "
        + "lands off by what the views above it measured beyond their estimate (our inference), "
        + "with it each frame corrects the estimate. On a List, `swiftui scrollto V` is made in "
        + "the update that ends the turn, after its batch, to V's row in the data as it is now: "
        + "a row whose insert waits for an animation is past the view's counts, and UIKit's "
        + "scroll check raises (our inference from agg23/Sila#38's stack).",
      uikit:
        "List { ForEach(…) } / withAnimation { … } / DispatchQueue.global().async { … } / onDelete / onMove / .id(_:) / LazyVStack / scrollPosition(id:) / defaultScrollAnchor(_:) / if in a row's body / ScrollViewProxy.scrollTo(_:anchor:)"
    )
  }
}
