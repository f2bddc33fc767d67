import HeadlessUIKit

/// The code a stack says raised a paste's exception when its frames name images, not methods,
/// and the method a crash reporter's title names as where the app crashed.
extension ForeignRaiser {
  /// The images of the exception machinery: the throw, the assertion handler, the C++ runtime
  /// that terminates, and the system's libraries under them.
  static let machineryImages: Set<String> = [
    "CoreFoundation", "libobjc.A.dylib", "libobjc.A", "libobjc", "Foundation",
    "libc++abi.dylib", "libc++abi", "libsystem_kernel.dylib", "libsystem_c.dylib",
    "libsystem_pthread.dylib", "libdyld.dylib",
  ]

  /// The images whose frames below the machinery mean that UIKit raised the exception, or
  /// SwiftUI's List around it.
  static let listImages: Set<String> = ["UIKit", "UIKitCore", "SwiftUI", "SwiftUICore"]

  /// The refusal for a stack whose first frame below the exception machinery is not UIKit's.
  ///
  /// The frame's image (a framework's engine, a library's, the app's own), as
  /// `4  Flutter  0x107c11d68 (Missing)` under `-[NSAssertionHandler …]`, raised it. `nil` when
  /// the frame is UIKit's, when the stack names no image, or when no frame follows the throw.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func stackImageRefusal(_ text: String) -> ExceptionTextError? {
    for line in framesBelowThrow(text) {
      guard let image = frameImage(line), !machineryImages.contains(image) else { continue }
      guard !listImages.contains(image) else { return nil }
      return ExceptionTextError(
        message:
          "this text is not one of UIKit's list views' exceptions: the first frame below the exception machinery is in \(image), so \(image)'s code raised it (a framework's, a library's or the app's own), not UIKit's list views. ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
      )
    }
    return nil
  }

  /// The image a stack frame names: `4   Flutter   0x0000000107c11d68 …`, with or without its
  /// number, the image before the frame's address.
  static func frameImage(_ line: Substring) -> String? {
    guard
      let m = line.prefixMatch(
        of: #/\s*(?:\d+\s+)?([A-Za-z_][A-Za-z0-9_.+\-]*)\s+0x[0-9a-fA-F]+/#)
    else { return nil }
    return String(m.output.1)
  }

  /// The list view's own method a crash reporter's title names as where the app crashed,
  /// on a line of its own: `in -[UICollectionViewData _setLayoutAttributes:atGlobalItemIndex:]`
  /// (a Crashlytics issue's title, as a bot copies it into a tracker), `Crashed in -[…]`.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func crashSiteMethod(_ text: String) -> String? {
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines)
    where ByteSearch.mayHold(line, ["-[", "+["]) {
      let trimmed = line.drop { " \t#*>-".contains($0) }
      guard
        let m = trimmed.prefixMatch(of: #/(?i:(?:crashed|crash)\s+)?(?i:in|at)\s+(.*)/#),
        let method = method(in: m.output.1, anchored: true), isListViewsOwn(method.name)
      else { continue }
      return "-[\(method.name) \(method.selector)]"
    }
    return nil
  }
}
