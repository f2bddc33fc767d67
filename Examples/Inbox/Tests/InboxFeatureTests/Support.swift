#if !canImport(UIKit)
  import Foundation
  import InboxFeature
  import ListScriptUIKit

  /// The profiles the feature runs on (iOS 15 and later).
  let profiles: [UIKitProfile] = [.ios15, .ios16, .ios17, .ios18, .ios26]

  @MainActor func makeTable() -> UITableView {
    UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
  }

  /// What the table's visible cells show, top to bottom.
  @MainActor func shown(_ table: UITableView) -> [String] {
    table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
  }

  func message(_ id: String, unread: Bool = true) -> Message {
    Message(id: id, subject: "Subject \(id)", sender: "sender\(id)@example.com", isUnread: unread)
  }

  /// Runs `body` on `profile` and returns the exception it raised, if any.
  @MainActor func raised(on profile: UIKitProfile, _ body: () -> Void) -> HeadlessException? {
    do {
      try Headless.run(on: profile, body)
      return nil
    } catch let exception as HeadlessException {
      return exception
    } catch {
      return nil
    }
  }
#endif
