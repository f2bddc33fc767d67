import Foundation

/// A message as the server sends it.
public struct Message: Identifiable, Hashable, Sendable {
  public var id: String
  public var subject: String
  public var sender: String
  public var isUnread: Bool

  public init(id: String, subject: String, sender: String, isUnread: Bool = true) {
    self.id = id
    self.subject = subject
    self.sender = sender
    self.isUnread = isUnread
  }

  /// The line a row shows: the subject, marked while unread.
  public var title: String { (isUnread ? "• " : "") + subject }
}
