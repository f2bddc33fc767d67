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
  /// `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none
    /// The delete control.
    case delete
    /// The insert control.
    case insert
  }
  /// `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none
    /// Blue (gray since iOS 7).
    case blue
    /// Gray.
    case gray
    /// The default.
    case `default`
  }
  /// `UITableViewCell.SeparatorStyle`: the table's separators.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A line between rows.
    case singleLine
    /// Etched (deprecated).
    case singleLineEtched
  }

  /// The identifier the cell was registered and dequeued under.
  public let reuseIdentifier: String?
  /// The cell's style.
  public let style: CellStyle
  /// The view the cell's content goes in.
  public let contentView = UIView(frame: .zero)
  /// The primary label.
  open var textLabel: UILabel? = UILabel(frame: .zero)
  /// The secondary label.
  open var detailTextLabel: UILabel? = UILabel(frame: .zero)
  /// The image view.
  open var imageView: UIImageView? = UIImageView(frame: .zero)
  /// What the cell shows, when the app configures it with a content configuration.
  open var contentConfiguration: UIContentConfiguration?
  /// The cell's background configuration.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Called with the cell's state when it changes (selection, editing) and when the app asks.
  open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?
  /// The accessory.
  open var accessoryType = AccessoryType.none
  /// A view in place of the accessory.
  open var accessoryView: UIView?
  /// The highlight a selection shows.
  open var selectionStyle = SelectionStyle.default
  /// The separator's inset.
  open var separatorInset = UIEdgeInsets.zero
  /// Whether the cell shows as selected.
  open var isSelected = false
  /// Whether the cell shows as highlighted.
  open var isHighlighted = false
  /// Whether the cell shows as editing.
  open var isEditing = false

  /// A cell of `style`, under `reuseIdentifier`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    // The content view follows the cell's size, as UIKit's does.
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A default cell with no reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The cell's state for its configurations.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  /// Updates the cell's configuration for its state now (UIKit does before the cell is
  /// displayed, and after a state change).
  open func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// Updates the cell's configuration for `state`: runs `configurationUpdateHandler`.
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// `setHighlighted(_:animated:)`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
    setNeedsUpdateConfiguration()
  }

  /// A list content configuration for the cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    style == .subtitle ? .subtitleCell() : style == .value1 ? .valueCell() : .cell()
  }

  /// `setSelected(_:animated:)`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
    setNeedsUpdateConfiguration()
  }

  /// `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    setNeedsUpdateConfiguration()
  }

  /// Called on a reused cell before the table hands it out again.
  open func prepareForReuse() {}
}
