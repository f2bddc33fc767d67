import Foundation

/// `UIViewController`: its view, loaded on first use, and its editing state.
///
/// Nothing presents it; a test loads its view (`loadViewIfNeeded()`) and calls its appearance
/// methods as UIKit would.
@MainActor open class UIViewController {
  private var loadedView: UIView?
  /// The title.
  open var title: String?
  /// The navigation item: its title and bar button items, kept.
  public let navigationItem = UINavigationItem()
  /// Whether the controller is editing.
  open private(set) var isEditing = false

  /// A controller with no nib.
  public init(nibName: String?, bundle: Bundle?) {}

  /// A controller with no nib.
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  /// Archives are not read headless: returns `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// The view, loaded on first use (`loadView()`, then `viewDidLoad()`; implicitly unwrapped,
  /// as UIKit declares it).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: a plain view of the default viewport's size.
  open func loadView() {
    loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  /// Loads the view if it is not: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: .zero) }
    viewDidLoad()
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears (a test calls it).
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared (a test calls it).
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears (a test calls it).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared (a test calls it).
  open func viewDidDisappear(_ animated: Bool) {}

  /// `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    editButtonItem.title = editing ? "Done" : "Edit"
  }

  /// The Edit/Done button.
  public private(set) lazy var editButtonItem = UIBarButtonItem(
    title: "Edit", image: nil, primaryAction: nil)
}

/// `UINavigationItem`: kept.
@MainActor open class UINavigationItem {
  /// The title.
  open var title: String?
  /// The item on the right.
  open var rightBarButtonItem: UIBarButtonItem?
  /// The item on the left.
  open var leftBarButtonItem: UIBarButtonItem?
  /// The items on the right.
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// An item with no title.
  public init() {}
}

/// `UIBarButtonItem`: kept; a test runs its action as a tap would.
@MainActor open class UIBarButtonItem {
  /// `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add.
    case add
    /// Refresh.
    case refresh
    /// Trash.
    case trash
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// What a tap does.
  open var primaryAction: UIAction?
  /// Whether it is enabled.
  open var isEnabled = true

  /// A system item.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.primaryAction = primaryAction
  }

  /// An item with a title or an image and an action.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }
}

/// `UIAction`: a title and a handler; a test runs the handler as a tap would.
@MainActor open class UIAction {
  /// The title.
  open var title: String
  /// The image.
  open var image: UIImage?
  /// What the action does.
  public let handler: (UIAction) -> Void

  /// An action titled `title`.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }

  /// Runs the handler, as a tap on what holds it would.
  public func perform() { handler(self) }
}
