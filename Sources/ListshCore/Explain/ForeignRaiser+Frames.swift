import HeadlessUIKit

/// What a paste's frames say raised it: the method below the exception machinery, the method an
/// assertion line names, or no exception at all.
extension ForeignRaiser {
  /// The refusal for a paste whose stack says a class other than a list view's raised it: the
  /// first Objective-C method of the stack below the exception machinery
  /// (`objc_exception_throw`, `-[NSAssertionHandler …]`), as
  /// `-[__NSArrayM removeObjectAtIndex:]` inside UIKit's own update code.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func stackRefusal(_ text: String) -> ExceptionTextError? {
    raisingMethod(text).flatMap(refusal(raising:))
  }

  /// The refusal for a stack whose raising method is `method`, when its class is not a list
  /// view's.
  static func refusal(raising method: (name: String, selector: String)) -> ExceptionTextError? {
    methodRefusal("-[\(method.name) \(method.selector)]")
  }

  /// The method of a list view's class that raised the paste's exception, by its stack
  /// (`-[UICollectionView _validateScrollingTargetIndexPath:raisingExceptionIfNecessary:]`).
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func listRaisingMethod(_ text: String) -> String? {
    raisingMethod(text).flatMap(listMethod(raising:))
  }

  /// A stack's raising method `method`, written `-[CLASS selector]`, when it is a list view's
  /// own.
  static func listMethod(raising method: (name: String, selector: String)) -> String? {
    isListViewsOwn(method.name) ? "-[\(method.name) \(method.selector)]" : nil
  }

  /// The list view's method a .NET (Xamarin, MAUI) managed stack called when the exception was
  /// thrown: the first `UIKit.UITableView.…` or `UIKit.UICollectionView.…` frame after
  /// `ThrowNSException` (or a crash reporter's handler of the uncaught exception, as App
  /// Center's `MSCrashesUncaughtCXXTerminateHandler`), as `UIKit.UICollectionView.InsertItems`;
  /// the binding's native symbol (`Xamarin_iOS_UIKit_UITableView_DeleteRows_…`) names it too.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func managedListMethod(_ text: String) -> String? {
    var thrown = false
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines) {
      if line.contains("ThrowNSException") || line.contains("throw_ns_exception")
        || line.contains("UncaughtCXXTerminateHandler")
      {
        thrown = true
        continue
      }
      guard thrown else { continue }
      if let m = line.firstMatch(of: #/at (UIKit\.UI(?:TableView|CollectionView)\.[A-Za-z_]+)\b/#) {
        return String(m.output.1)
      }
      if let m = line.firstMatch(
        of: #/\bXamarin_iOS_UIKit_(UI(?:TableView|CollectionView))_([A-Za-z]+)/#)
      {
        return "UIKit.\(m.output.1).\(m.output.2)"
      }
    }
    return nil
  }

  /// The lines of a paste's stack below the exception machinery: those after its first
  /// `objc_exception_throw` or `__exceptionPreprocess` line, the machinery's own lines left
  /// out; none when the paste has no such line.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  static func framesBelowThrow(_ text: String) -> [Substring] {
    var frames: [Substring] = []
    var thrown = false
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines) {
      if line.contains("objc_exception_throw") || line.contains("__exceptionPreprocess") {
        thrown = true
      } else if thrown {
        frames.append(line)
      }
    }
    return frames
  }

  /// The first Objective-C method of the stack below the exception machinery.
  static func raisingMethod(_ text: String) -> (name: String, selector: String)? {
    // The first methods below the throw: a symbolicator may name a CoreFoundation frame of the
    // machinery wrongly, so an assertion handler among them says the method below it raised.
    var methods: [(name: String, selector: String)] = []
    for line in framesBelowThrow(text) {
      // A frame at offset 0 is a symbolicator's guess, not a call: a return address is past
      // its call, never a function's first byte (`-[NSCalendarDate initWithCoder:] + 0` where
      // the assertion handler ran).
      if line.firstMatch(of: #/\+ 0\s*(?:\(|$)/#) != nil { continue }
      guard let method = method(in: line, anchored: false) else {
        // A frame of UIKit's own image that names no method (unsymbolicated, as `3 UIKitCore
        // 0x… <UUID> + 877576`) below the machinery: UIKit raised it, by a method the paste
        // does not name.
        if methods.allSatisfy({ raising.contains($0.name) }),
          line.prefixMatch(of: #/\s*\d+\s+UIKit(?:Core)?\s/#) != nil
        {
          return nil
        }
        continue
      }
      methods.append(method)
      if methods.count == 4 { break }
    }
    let handler = methods.lastIndex { raising.contains($0.name) }
    let below = handler.map { methods.index(after: $0) } ?? 0
    return below < methods.count ? methods[below] : nil
  }

  /// Whether `name` is a list view's own class: the views, their records of sections and rows,
  /// their update machinery and the diffable data sources (not their controllers, cells or
  /// layouts, whose checks are of other things).
  static func isListViewsOwn(_ name: String) -> Bool {
    ["UITableView", "UICollectionView"].contains(name)
      || ["UITableViewRowData", "UICollectionViewData", "_UITableView", "_UICollectionView"]
        .contains(where: { name.hasPrefix($0) })
      || name.contains("DiffableDataSource")
  }

  /// Whether the paste's assertion line names a list view's own code, whatever its class: the
  /// file it names is a list view's source (`UITableViewSupport.m`, `UICollectionView.m`:
  /// UIKit's file names say which view's code it is; a controller's, a cell's or a layout's
  /// are theirs), or the method is
  /// a private one of UIKit's (`_dequeue…`) on a subclass of a list view
  /// (`YFAssistantTableView`), which inherits it.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  static func assertsInListViewsCode(_ text: String) -> (name: String, selector: String)? {
    guard let (method, line) = assertionLine(text) else { return nil }
    if let file = line.firstMatch(of: #/\], (?:.*/)?([A-Za-z_][A-Za-z0-9_]*)\.m:\d+/#) {
      let name = file.output.1
      let listFiles = ["UITableView", "UICollectionView", "_UITableView", "_UICollectionView"]
      // A controller's, a cell's or a layout's file is theirs, not the view's.
      let others = ["Controller", "Cell", "HeaderFooterView", "Layout", "ReusableView"]
      if listFiles.contains(where: { name.hasPrefix($0) }),
        !others.contains(where: { name.hasSuffix($0) })
      {
        return method
      }
    }
    let subclass = method.name.hasSuffix("TableView") || method.name.hasSuffix("CollectionView")
    if subclass, method.selector.hasPrefix("_") { return method }
    return nil
  }

  /// The Objective-C method `-[CLASS selector]` (a category's name set aside) in `line`: at its
  /// start when `anchored`, else anywhere.
  static func method(in line: Substring, anchored: Bool) -> (name: String, selector: String)? {
    let pattern = #/[-+]\[([A-Za-z_][A-Za-z0-9_]*)(?:\([A-Za-z0-9_]*\))? ([A-Za-z_:]+)\]/#
    guard let m = anchored ? line.prefixMatch(of: pattern) : line.firstMatch(of: pattern) else {
      return nil
    }
    return (String(m.output.1), String(m.output.2))
  }

  /// The method a `*** Assertion failure in -[CLASS selector]` line names: UIKit's and
  /// Foundation's assertions name the method whose check failed, whatever the reason says.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func assertionMethod(_ text: String) -> (name: String, selector: String)? {
    assertionLine(text)?.method
  }

  /// The method the paste's first `*** Assertion failure in -[CLASS method]` line names, and
  /// that line from the method on (its file and line follow).
  static func assertionLine(_ text: String) -> (
    method: (name: String, selector: String), line: Substring
  )? {
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines) {
      guard let r = line.firstRange(of: "Assertion failure in "),
        let method = method(in: line[r.upperBound...], anchored: true)
      else { continue }
      return (method, line[r.upperBound...])
    }
    return nil
  }

  /// The refusal for an assertion in a method a library added to a list view's class: a
  /// category's method, by its file (`UITableView+FDTemplateLayoutCell.m`) or by a selector
  /// with a library's prefix (`fd_templateCellForReuseIdentifier:`; UIKit's own private methods
  /// begin with `_`).
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func categoryAssertionRefusal(_ text: String) -> ExceptionTextError? {
    guard let (method, line) = assertionLine(text) else { return nil }
    let file = line.firstMatch(
      of: #/\], ([A-Za-z_][A-Za-z0-9_]*\+[A-Za-z0-9_]+\.(?:m|mm|swift)):\d+/#)
    let prefixed = method.selector.prefixMatch(of: #/[a-z]{1,4}_[a-zA-Z]/#) != nil
    guard file != nil || prefixed else { return nil }
    let inFile = file.map { " (\($0.output.1))" } ?? ""
    return ExceptionTextError(
      message:
        "this text is not one of UIKit's list views' exceptions: -[\(method.name) \(method.selector)] raised it, a method a library added to \(method.name)\(inFile), not UIKit's own: its assertion is the library's. ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
    )
  }

  /// The refusal for an assertion whose file is in a dependency's or the app's sources, by its
  /// path (`…/Pods/AsyncDisplayKit/…/ASDisplayNode.mm:499`, `/Users/…`): UIKit's assertions
  /// name files on Apple's build machines (`/BuildRoot/…`, `/SourceCache/UIKit/…`), never
  /// under CocoaPods, Carthage, Swift packages or a developer's home.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func dependencyAssertionRefusal(_ text: String) -> ExceptionTextError? {
    let places: [(String, String)] = [
      ("/Pods/", "a CocoaPods dependency's"), ("/Carthage/", "a Carthage dependency's"),
      ("/SourcePackages/checkouts/", "a Swift package's"), ("/Users/", "the app's or a library's"),
    ]
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines) {
      guard let r = line.firstRange(of: "Assertion failure in ") else { continue }
      let rest = line[r.upperBound...]
      guard
        let file = rest.firstMatch(
          of: #/([^\s,]*/)([A-Za-z_][A-Za-z0-9_+]*\.(?:m|mm|swift|c|cc|cpp)):\d+/#),
        let (_, whose) = places.first(where: { file.output.1.contains($0.0) })
      else { continue }
      let name = file.output.2
      return ExceptionTextError(
        message:
          "this text is not one of UIKit's list views' exceptions: an assertion in \(name) raised it, \(whose) source by its path, not UIKit's (UIKit's assertions name files of Apple's builds). ListScript models UITableView, UICollectionView and diffable data sources, so it writes no scenario for it."
      )
    }
    return nil
  }

  /// Whether a paste is a crash with no exception: the first frame line it holds (`0 …`) is in
  /// the Objective-C runtime's reference counting or messaging (a freed object), and no reason
  /// or exception is named.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func isMemoryCrash(_ text: String) -> Bool {
    guard !text.contains("reason:"), !text.contains("Exception") else { return false }
    let functions = ["objc_release", "objc_retain", "objc_msgSend", "objc_autorelease"]
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      // The first frame: `0  libobjc.A.dylib  0x… objc_release + 16`.
      guard trimmed.hasPrefix("0 "), trimmed.contains(" 0x") else { continue }
      return functions.contains { trimmed.contains($0) }
    }
    return false
  }

  /// The refusal of a failed parameter check in a paste that names no list view and no class.
  ///
  /// `NSParameterAssert` writes "Invalid parameter not satisfying: …" for any class's method,
  /// UIKit's list views' among them (a diffable snapshot's `index != NSNotFound`): without the
  /// stack or the assertion line (looked for before, which name the class), the paste does not
  /// say whose check failed, and the refusal says so.
  ///
  /// - Complexity: O(n) for a paste of n characters.
  static func parameterCheckRefusal(_ reason: String, in text: String) -> ExceptionTextError? {
    let prefix = "Invalid parameter not satisfying:"
    let reason = reason.trimmingWhitespace
    guard reason.hasPrefix(prefix) else { return nil }
    let bytes = Array(text.utf8)
    guard !listClasses.contains(where: { ByteSearch.contains($0, in: bytes) }) else { return nil }
    let condition = String(reason.dropFirst(prefix.count).prefix(80))
    // What the paste says of list views in words, so that the message does not deny it.
    let lower = Array(text.lowercased().utf8)
    let mentioned = ["table view", "tableview", "collection view", "collectionview"].first {
      ByteSearch.contains($0, in: lower)
    }
    let names =
      mentioned.map {
        "the paste names neither the method nor its class (it mentions a \($0) only in words)"
      } ?? "the paste names neither the method nor its class, nor any table or collection view"
    return ExceptionTextError(
      message:
        "a parameter check (NSParameterAssert) failed, \"\(condition.trimmingWhitespace)\" not holding, and \(names): such checks are every class's, UIKit's list views' among them, so ListScript cannot tell what raised it. Give listsh explain the crash report with its stack (or the '*** Assertion failure in' line): the first frame below the assertion handler names the method."
    )
  }

  /// Whether a paste is a trap of Swift code with no exception: nothing in it names an
  /// exception thrown (a reason, `objc_exception_throw`, a Last Exception Backtrace, a
  /// reporter's `Fatal Exception:`), and either the report names a trap (`EXC_BREAKPOINT` with
  /// `SIGTRAP`, `Trace/BPT trap`: arm64's `brk`, how Swift's checks stop a release build) or
  /// the crashed thread's first frame (`0 …`) is a Swift function (`specialized …`, a closure,
  /// a generic's `<A>`).
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func isSwiftTrap(_ text: String) -> Bool {
    let thrown = [
      "reason:", "objc_exception_throw", "Last Exception Backtrace", "Fatal Exception",
      "uncaught exception",
    ]
    guard !thrown.contains(where: { text.contains($0) }) else { return false }
    // The exception type and its signal, in whatever form the report writes them
    // (`EXC_BREAKPOINT (SIGTRAP)`, `.ips` JSON's `"type":"EXC_BREAKPOINT","signal":"SIGTRAP"`).
    if (text.contains("EXC_BREAKPOINT") && text.contains("SIGTRAP"))
      || text.contains("Trace/BPT trap")
    {
      return true
    }
    for line in text.split(separator: "\n", maxSplits: maximumLines).prefix(maximumLines) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("0 ") else { continue }
      return ["specialized ", "closure #", "<A>", "Swift runtime failure"].contains {
        trimmed.contains($0)
      }
    }
    return false
  }

  /// The method that called a Foundation collection's raising method on the paste's stack,
  /// when it is UIKit's own (`-[_UIFlowLayoutInfo setSizes:forItemsAtIndexPaths:]`): UIKit's
  /// bookkeeping read an index it does not have.
  ///
  /// The run of Foundation's frames below the machinery is passed over; the frame right after
  /// it must be a method of a UIKit class, in UIKit's image when the stack names images, and
  /// neither a category's nor a library's prefixed selector (`fd_…`): any other frame, an
  /// unsymbolicated one included, may be the app's code that asked.
  ///
  /// - Complexity: O(n) for a paste of n characters (its first `maximumLines` lines).
  package static func uiKitCallerOfFoundation(_ text: String) -> String? {
    var foundation = false
    for line in framesBelowThrow(text) {
      let image = frameImage(line)
      let found = method(in: line, anchored: false)
      if let found, raising.contains(found.name) { continue }
      let isFoundation =
        found.map { $0.name.hasPrefix("__NS") || $0.name.hasPrefix("NS") }
        ?? ["CoreFoundation", "Foundation"].contains(image ?? "")
      if isFoundation {
        foundation = true
        continue
      }
      guard foundation, let found, found.name.hasPrefix("UI") || found.name.hasPrefix("_UI"),
        image.map({ listImages.contains($0) }) ?? true,
        line.firstMatch(of: #/[-+]\[[A-Za-z_][A-Za-z0-9_]*\(/#) == nil,
        found.selector.prefixMatch(of: #/[a-z]{1,4}_[a-zA-Z]/#) == nil
      else { return nil }
      return "-[\(found.name) \(found.selector)]"
    }
    return nil
  }
}
