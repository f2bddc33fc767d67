import HeadlessUIKit

/// What `explain` says of a paste whose texts it could not read as one the model raises: a
/// text of the catalogue recognised, or a refusal that names what raised it or what is missing.
extension Explain {
  /// Recognises or refuses `text`, searched as `crash`, whose readings failed (`firstError`
  /// the first failure): UIKit's own evidence (a known text, a list view's method on the stack,
  /// in an assertion line or a reporter's title) first, then what else raised it, then what the
  /// paste lacks.
  ///
  /// - Complexity: O(n) for a paste of n characters (the catalogue's and the tables' sizes
  ///   fixed).
  static func recogniseOrRefuse(
    _ text: String, _ crash: CrashReport, firstError: ExceptionTextError?
  ) throws(ExceptionTextError) -> Outcome {
    // A text that something else raised: say what, rather than compare it with a list text
    // that shares a word.
    for found in crash.exceptions {
      guard let raiser = ForeignRaiser.find(in: found.reason) else { continue }
      // UIKit's Swift code stops with `Fatal error:` too (iOS 26's layout loop): a known text
      // of UIKit's after it is UIKit's.
      if raiser == .swiftRuntime, let entry = KnownText.recognise(found.reason),
        entry.raiser == "UIKit", !entry.readsAStack
      {
        continue
      }
      if raiser == .swiftRuntime, crash.throughForEach,
        found.reason.lowercased().contains("index out of range")
      {
        throw ForeignRaiser.staleForEachIndex
      }
      if raiser == .foundationCollections, let caller = ForeignRaiser.uiKitCallerOfFoundation(text)
      {
        throw ForeignRaiser.foundationInsideUIKit(caller)
      }
      throw raiser.refusal
    }
    // A crash that threw no exception (a trap, a bad access) is not a check of UIKit's, whatever
    // UIKit method its stack passes through: no entry read from a stack explains it.
    let noException: ForeignRaiser? =
      ForeignRaiser.isMemoryCrash(text)
      ? .memory : ForeignRaiser.isSwiftTrap(text) ? .swiftRuntime : nil
    for (k, found) in crash.exceptions.enumerated() {
      if let entry = KnownText.recognise(found.reason) {
        if entry.readsAStack, let noException { throw noException.refusal }
        return .recognised(Recognition(entry: entry, origin: Origin(crash: crash, index: k)))
      }
    }
    // A thrown reason a report isolated that is a list library's own text.
    for found in crash.exceptions where CrashReport.isThrown(found.form) {
      if let library = LibraryText.find(in: found.reason) { throw library.refusal }
    }
    // A report with only a stack: the method below the exception machinery raised it (a
    // Foundation collection inside UIKit's update code is not a check of UIKit's), and its
    // frames may still name the check that failed.
    // The stack is walked once: its raising method refuses (another class's) or is the list
    // view's own (below); with none, the image below the machinery may say who raised.
    let raisingMethod = ForeignRaiser.raisingMethod(text)
    if let refusal = raisingMethod.flatMap(ForeignRaiser.refusal(raising:)) { throw refusal }
    let raising = raisingMethod.flatMap(ForeignRaiser.listMethod(raising:))
    if raisingMethod == nil, let refusal = ForeignRaiser.stackImageRefusal(text) { throw refusal }
    if let entry = KnownText.recognise(text), !crash.exceptions.isEmpty {
      if entry.readsAStack, let noException { throw noException.refusal }
      return .recognised(Recognition(entry: entry, origin: Origin(crash: crash, index: 0)))
    }
    // The method an assertion line names raised it: another class's is refused, naming it; a
    // list view's own, in a check no entry names, is recognised as that method's. A known text
    // cut short says more than either: its refusal (below) names the text.
    let cutShort = firstError?.cutShort ?? false
    if !cutShort, let refusal = ForeignRaiser.categoryAssertionRefusal(text) { throw refusal }
    if !cutShort, let refusal = ForeignRaiser.dependencyAssertionRefusal(text) { throw refusal }
    if !cutShort, let asserted = ForeignRaiser.assertionMethod(text), !crash.exceptions.isEmpty {
      let method = "-[\(asserted.name) \(asserted.selector)]"
      // A list view's code by its file, or a subclass's inherited private method.
      let listCode = ForeignRaiser.assertsInListViewsCode(text) != nil
      if !listCode, let refusal = ForeignRaiser.methodRefusal(method) { throw refusal }
      if listCode || ForeignRaiser.isListViewsOwn(asserted.name) {
        return .recognised(
          Recognition(
            entry: .listMethodCheck(method, byAssertion: true),
            origin: Origin(crash: crash, index: 0)))
      }
    }
    // A list view's own method raised, by the stack, in a check no entry names.
    if !cutShort, let method = raising ?? ForeignRaiser.managedListMethod(text),
      !crash.exceptions.isEmpty
    {
      return .recognised(
        Recognition(
          entry: .listMethodCheck(method, byAssertion: false),
          origin: Origin(crash: crash, index: 0)))
    }
    try refuseByWhatRaised(text, crash, noException: noException)
    // A crash reporter's title that names where the app crashed, with no reason or stack.
    if !cutShort, let method = ForeignRaiser.crashSiteMethod(text), !crash.exceptions.isEmpty {
      return .recognised(
        Recognition(entry: .listMethodSite(method), origin: Origin(crash: crash, index: 0)))
    }
    // A list library's text anywhere in the paste, once nothing of UIKit's is found.
    if let library = LibraryText.find(in: text) { throw library.refusal }
    let missing = whatIsMissing(crash, firstError: firstError)
    // An account in words of a list view's failure, with no text UIKit printed: recognised as
    // what it tells, unless the paste holds a text cut short, which says more.
    if !missing.cutShort, let account = ProseAccount.find(in: text) {
      return .recognised(Recognition(entry: account, origin: Origin(crash: crash, index: 0)))
    }
    // … or of a crash in SwiftUI's ForEach, which is Swift's code, not a list view's check.
    if !missing.cutShort, let refusal = ProseAccount.forEachRefusal(in: text) { throw refusal }
    // An exception shown (its class named, its backtrace) without its text.
    if !missing.cutShort, let sign = exceptionWithoutText(text) {
      throw ExceptionTextError(
        message:
          "the paste shows that an exception was raised (\(sign)) but holds no text UIKit's list views raise, nor a stack or an assertion line that names the method that raised it: a list view's reason names the check that failed and its numbers. Copy it (Crashlytics: the line after 'Fatal Exception:'; an Apple report: 'Application Specific Information', or the crash in Xcode's Organizer; Xcode: the line from '*** Terminating app') and give it to listsh explain.",
        cutShort: true)
    }
    // An account in words of a crash in SwiftUI's other views, when it names no list view.
    if !missing.cutShort, let refusal = ProseAccount.swiftUIRefusal(in: text) { throw refusal }
    // A line another framework logged, when nothing else was found.
    if !missing.cutShort, let refusal = ForeignRaiser.loggedLineRefusal(text) { throw refusal }
    throw missing
  }

  /// Throws the refusal that names what raised a paste no list view's evidence explains: the
  /// marks of another raiser anywhere, the class of a method a reason begins with, an exception
  /// class no list view raises, a crash with no exception (`noException`, what its report says
  /// stopped the app).
  static func refuseByWhatRaised(
    _ text: String, _ crash: CrashReport, noException: ForeignRaiser?
  ) throws(ExceptionTextError) {
    // Every paste holds one exception at least (the whole text, when no form is found), so
    // some reading failed.
    if let raiser = ForeignRaiser.find(in: text) { throw raiser.refusal }
    // Last, the class of the method a reason begins with, when it is not a list view's, and a
    // parameter check in a paste that names no list view.
    for found in crash.exceptions {
      if let refusal = ForeignRaiser.methodRefusal(found.reason) { throw refusal }
      if let refusal = ForeignRaiser.parameterCheckRefusal(found.reason, in: text) {
        throw refusal
      }
    }
    // (Its marks were looked for above.)
    if let refusal = ForeignRaiser.methodRefusal(inLinesOf: text) { throw refusal }
    // The class the paste names, when no list view raises it.
    for found in crash.exceptions {
      if let name = found.name, let refusal = ForeignRaiser.nameRefusal(name) { throw refusal }
    }
    // … or labels on a line of its own (`Exception Class: RLMException`).
    for name in ForeignRaiser.labelledNames(text) {
      if let refusal = ForeignRaiser.nameRefusal(name) { throw refusal }
    }
    // A crash with no exception at all.
    if let noException { throw noException.refusal }
  }

  /// The refusal of a paste nothing explains: what its first exception's reading lacked, or
  /// that the text is cut short to its exception's name.
  static func whatIsMissing(_ crash: CrashReport, firstError: ExceptionTextError?)
    -> ExceptionTextError
  {
    // A long paste of which the sieve kept nothing: no line may hold an exception.
    for case .sieved(let bytes) in crash.layers
    where crash.exceptions.allSatisfy({ $0.reason.isEmpty }) {
      return ExceptionTextError(
        message:
          "the paste (\(bytes) bytes) holds no exception text: no line has the first words of a text UIKit's list views raise, nor the words of one they log, nor 'exception', 'Reason', 'Fatal', 'Thread ', '-[', '+[' or 'Assertion'. Give listsh explain the crash report, the console lines from '*** Terminating app' on, or the reason as a dashboard shows it."
      )
    }
    guard var error = firstError, let found = crash.exceptions.first,
      found.form != .bare || !crash.layers.isEmpty
    else { return firstError ?? ExceptionTextError.empty }
    // A reason that is the exception's name and nothing more: the report kept no more of it.
    if let name = Self.bareExceptionName(found.reason) {
      return ExceptionTextError(
        message:
          "found \(crash.describe(found)), but its reason is cut short to the exception's name, \(name): the text UIKit writes after the name, which says what failed and with which numbers, is not in the paste. Copy the whole reason (Crashlytics: the line after 'Fatal Exception:'; an Apple report: 'Application Specific Information'; App Center: the crash's Reason in full) and give it to listsh explain.",
        cutShort: true)
    }
    // No form was found: the whole paste was read as the text, which is not one; say only what
    // was set aside, not that a text was found.
    let said =
      found.form == .bare
      ? "with " + crash.layers.map(\.words).joined(separator: ", ") + " set aside, "
      : "found \(crash.describe(found)), but "
    error.message =
      said + error.message
      + (found.truncated ? " (the text was cut short where it was copied)" : "")
    return error
  }

  /// What shows that the paste's app raised an exception whose text it does not hold: the name
  /// of a class UIKit's list views raise, or an exception's backtrace.
  ///
  /// - Complexity: O(n) for the paste's first 64 KB.
  static func exceptionWithoutText(_ text: String) -> String? {
    let bytes = Array(text.utf8.prefix(64 * 1024))
    for name in ForeignRaiser.listExceptionNames.sorted()
    where ByteSearch.contains(name, in: bytes) {
      return "it names \(name)"
    }
    if ByteSearch.contains("Last Exception Backtrace", in: bytes) {
      return "its 'Last Exception Backtrace'"
    }
    return nil
  }

  /// The exception class a reason consists of, when it is nothing more (a report that kept
  /// the name and not the text): one of the classes UIKit's list views raise.
  static func bareExceptionName(_ reason: String) -> String? {
    // A class's name and a little punctuation: never a long text.
    guard reason.utf8.count <= 200 else { return nil }
    let edge: (Character) -> Bool = { $0.isWhitespace || "'\"`*.:;,()[]".contains($0) }
    let trimmed = String(reason.drop(while: edge).reversed().drop(while: edge).reversed())
    return ForeignRaiser.listExceptionNames.contains(trimmed) ? trimmed : nil
  }

}
