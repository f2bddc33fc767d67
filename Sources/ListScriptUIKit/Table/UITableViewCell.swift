import Foundation

/// `UITableViewCell`: what a row shows, made and reused by the table.
///
/// The headless table makes a registered class's cells with `init(style:reuseIdentifier:)`,
/// which is therefore `required` here: a subclass that declares it writes
/// `override required init(style:reuseIdentifier:)`, which UIKit accepts as well.
@MainActor open class UITableViewCell: UIView, ReusableCell {
  /// `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// One label.
    case `default`
    /// A label and a value on its right.
    case value1
    /// A value and a label on its right.
    case value2
    /// A label and a subtitle under it.
    case subtitle
  }
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// The identifier the cell was registered and dequeued under.
  public let reuseIdentifier: String?
  /// The cell's style.
  public let style: CellStyle
  /// The primary label.
  open var textLabel: UILabel? = UILabel(frame: .zero)
  /// The secondary label.
  open var detailTextLabel: UILabel? = UILabel(frame: .zero)
  /// What the cell shows, when the app configures it with a content configuration.
  open var contentConfiguration: UIContentConfiguration?
  /// The accessory.
  open var accessoryType = AccessoryType.none
  /// Whether the cell shows as selected.
  open var isSelected = false
  /// Whether the cell shows as editing.
  open var isEditing = false

  /// A cell of `style`, under `reuseIdentifier`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A list content configuration for the cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    style == .subtitle ? .subtitleCell() : .cell()
  }

  /// Called on a reused cell before the table hands it out again.
  open func prepareForReuse() {}
}
