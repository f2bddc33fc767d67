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
  /// Whether the controller is editing; setting it calls `setEditing(_:animated:)`.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// The navigation controller whose stack holds the controller.
  public internal(set) weak var navigationController: UINavigationController?
  /// The items a navigation controller's toolbar shows for the controller.
  open var toolbarItems: [UIBarButtonItem]?

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
    self.editing = editing
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
    /// A flexible space.
    case flexibleSpace
    /// A fixed space.
    case fixedSpace
    /// Close.
    case close
    /// Action (share).
    case action
    /// Compose.
    case compose
    /// Search.
    case search
    /// Reply.
    case reply
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Camera.
    case camera
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// What a tap does.
  open var primaryAction: UIAction?
  /// Whether it is enabled.
  open var isEnabled = true
  /// The tint.
  open var tintColor: UIColor?
  /// The style.
  open var style = Style.plain
  /// A fixed space's width.
  open var width: CGFloat = 0

  /// `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Done (bold).
    case done
  }

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

/// `UINavigationController`: a stack of controllers, its top's view shown.
@MainActor open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [UIViewController] = []
  /// Whether the toolbar is hidden; true by default.
  public private(set) var isToolbarHidden = true
  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden = false

  /// A stack of `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    push(rootViewController)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllers.last }

  /// The navigation controller's view holds its top controller's view.
  open override func loadView() {
    super.loadView()
    if let top = topViewController { show(top) }
  }

  /// `pushViewController(_:animated:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    push(viewController)
    if isViewLoaded { show(viewController) }
  }

  /// `popViewController(animated:)`.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    top.navigationController = nil
    top.view.removeFromSuperview()
    if let next = topViewController, isViewLoaded { show(next) }
    return top
  }

  /// Forwards the appearance to the controller on top.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    topViewController?.viewWillAppear(animated)
  }

  /// Forwards the appearance to the controller on top.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    topViewController?.viewDidAppear(animated)
  }

  /// `setToolbarHidden(_:animated:)`.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  private func push(_ controller: UIViewController) {
    controller.navigationController = self
    viewControllers.append(controller)
  }

  private func show(_ controller: UIViewController) {
    controller.view.frame = view.bounds
    // The child's view follows the navigation controller's size, as UIKit lays it out.
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(controller.view)
  }
}

/// `UIWindow`: the root controller's view, sized to the window.
///
/// A list view behaves as one in a window whether or not a window holds it (the model's
/// default); a test that wants the window's size or the appearance calls uses one.
@MainActor open class UIWindow: UIView {
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false

  /// The root controller: its view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      guard let root = rootViewController else { return }
      root.view.frame = bounds
      addSubview(root.view)
    }
  }

  /// `makeKeyAndVisible()`: the root controller's view appears (`viewWillAppear`,
  /// `viewDidAppear`).
  open func makeKeyAndVisible() {
    isKeyWindow = true
    guard let root = rootViewController else { return }
    root.viewWillAppear(false)
    root.viewDidAppear(false)
  }
}
