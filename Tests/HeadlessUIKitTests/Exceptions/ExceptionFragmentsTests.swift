import Testing

@testable import HeadlessUIKit

/// A piece of a known text without its start, found by the template's own words; and a text
/// cut where two kinds still read alike, read as neither.
@Suite struct ExceptionFragmentsTests {
  /// Every template's longest run of fixed words after its start, numbers written as numbers,
  /// on every reader: the piece is found, and what it lacks is a template's words before it,
  /// ending where the piece begins.
  @Test func everyTemplatesInnerRunIsFoundAsAPieceOfIt() throws {
    var found = 0
    for template in ExceptionTemplates.wordTemplates {
      // The longest run without a name or a description in it, not from the start, and not
      // just after a name or a description (which hides whether the start is there).
      var best = 0..<0
      var start = 1
      for k in 1...template.words.count {
        if k == template.words.count || template.words[k] == nil {
          if k - start > best.count, template.words[start - 1] != nil { best = start..<k }
          start = k + 1
        }
      }
      guard best.count >= ExceptionTemplates.shortestFragment else { continue }
      // As a copy holds it: numbers as digits, spaced as the template spaces them.
      var text = "I keep getting: "
      for k in best {
        if k > best.lowerBound, !template.glued[k] { text += " " }
        text += template.words[k] == "#" ? "7" : template.words[k] ?? ""
      }
      let fragment = try #require(ExceptionTemplates.fragment(in: text), "\(template.opening)")
      // The piece may be another template's too (a table's and a collection view's share
      // words): the words it lacks are that template's, which precede it.
      #expect(!fragment.missing.isEmpty)
      #expect(
        ExceptionTemplates.wordTemplates.contains {
          $0.opening == fragment.opening && $0.words.count > best.count
        })
      found += 1
    }
    #expect(found > 100, "only \(found) templates have a run long enough to look for")
  }

  /// A start in other case, and a run after a name or a description (which hides whether the
  /// start is there), are no piece without its start.
  @Test func aMiswordedStartOrAGapBeforeTheRunIsNoPiece() {
    let text =
      "Invalid Update: Invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3)"
    #expect(ExceptionTemplates.fragment(in: text) == nil)
    let described =
      "UITableView (<UITableView: 0x7f8; frame = (0 0; 375 667)>) failed to obtain a cell from its dataSource (<Feed: 0x1>)"
    #expect(ExceptionTemplates.fragment(in: described) == nil)
  }

  @Test func theCountTextsSecondSentenceLacksItsFirst() throws {
    let text = """
      The number of rows contained in an existing section after the update (10) must
      be equal to the number of rows contained in that section before the update (10),
      plus or minus the number of rows inserted or deleted from that section
      (0 inserted, 9 deleted) and plus or minus the number of rows moved into or out
      of that section (0 moved in, 0 moved out).
      """
    let fragment = try #require(ExceptionTemplates.fragment(in: text))
    #expect(fragment.opening == "Invalid update: invalid number of rows in section …")
    #expect(fragment.missing == "Invalid update: invalid number of rows in section N.")
    #expect(
      fragment.begins
        == "The number of rows contained in an existing section after the update …")
    let error = try #require(ExceptionTemplates.fragmentRefusal(text))
    // Cut at its start, not before its numbers: a reader's cut holding it is no reading.
    #expect(!error.cutShort)
    #expect(error.message.contains("without its first words"))
    #expect(error.message.contains("cut short at its start"))
  }

  @Test func aDequeueTextClippedAtItsStartIsFound() throws {
    let text =
      "I keep getting: \"collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath\""
    let fragment = try #require(ExceptionTemplates.fragment(in: text))
    #expect(fragment.missing == "the cell returned from -collectionView:cellForItemAtIndexPath:")
    #expect(fragment.begins.hasPrefix("does not have a reuseIdentifier - cells must"))
  }

  /// A piece whose missing start is fixed words is read with them put back: alone, or quoted in
  /// prose (up to the quote's end).
  @Test(arguments: [
    (
      "The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
      ExceptionReading.View.collection
    ),
    (
      "Then it crashed with “The number of sections contained in the table view after the update (4) must be equal to the number of sections contained in the table view before the update (4), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).” and I gave up.",
      .table
    ),
  ])
  func aFixedStartIsPutBack(text: String, view: ExceptionReading.View) throws {
    let reading = try ExceptionReading.read(text)
    #expect(reading.restoredStart == "Invalid update: invalid number of sections.")
    #expect(reading.view == view)
    guard case .reason(let reason) = reading.content else {
      Issue.record("not a count text")
      return
    }
    #expect(
      reason.message(on: .ios15, view: view == .table ? .table : .collection).hasPrefix(
        "Invalid update: invalid number of sections."))
  }

  /// A start with a number or a name in it is not put back (the rows' section), and neither is
  /// a piece after another text's first sentence (a log that shares its second).
  @Test func aStartWithAValueOrAfterAnotherSentenceIsNotPutBack() {
    let rows =
      "The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    #expect(throws: ExceptionTextError.self) { try ExceptionReading.read(rows) }
    #expect(ExceptionTemplates.fragmentRefusal(rows)?.restorable == nil)
    let log =
      "[UIDiffing] Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<UITableView: 0x1>"
    #expect(ExceptionTemplates.fragment(in: log) != nil)
    #expect(ExceptionTemplates.fragmentRefusal(log)?.restorable == nil)
  }

  /// A quoted piece ends at the mark that closes its quote, not at an apostrophe in a word, and
  /// a registration text's fixed start is put back as a count text's is.
  @Test func aQuotedDequeueTextIsPutBackUpToItsClosingMark() throws {
    let text =
      "The app's log said ‘does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:’ and then it stopped, it's odd."
    let restored = try #require(ExceptionTemplates.fragmentRefusal(text)?.restorable)
    #expect(restored.missing == "the cell returned from -collectionView:cellForItemAtIndexPath:")
    #expect(restored.text.hasSuffix("-dequeueReusableCellWithReuseIdentifier:forIndexPath:"))
    let reading = try ExceptionReading.read(text)
    #expect(reading.restoredStart == restored.missing)
    #expect(!reading.cutShort)
  }

  /// Prose that shares a few of UIKit's words, and the words of a template's start (which the
  /// openings find), are no piece.
  @Test(arguments: [
    "the number of rows in the table is the number of rows contained in the array",
    "Invalid update: invalid number of rows in section 0. The number of rows contained in",
    "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update",
  ])
  func proseAndWholeStartsAreNoPiece(_ text: String) {
    #expect(ExceptionTemplates.fragment(in: text) == nil)
  }

  @Test func theFragmentSearchStopsAtItsLimit() {
    let filler = String(repeating: "word ", count: ExceptionTemplates.fragmentSearchLimit / 5)
    let text =
      filler
      + "The number of rows contained in an existing section after the update (1) must be equal to the number of rows"
    #expect(ExceptionTemplates.fragment(in: text) == nil)
    #expect(ExceptionTemplates.fragment(in: String(text.dropFirst(filler.count))) != nil)
  }

  /// `Invalid update: invalid number of items in section 0` begins the count text (cut before
  /// its numbers) and the negative count's (whole but for its last words): it is neither.
  @Test func aCutWhereTwoKindsAgreeIsReadAsNeither() {
    for text in [
      "Invalid update: invalid number of items in section 0",
      "Invalid update: invalid number of rows in section 2",
    ] {
      #expect(throws: ExceptionTextError.self) { try ExceptionReading.read(text) }
      do throws(ExceptionTextError) {
        _ = try ExceptionReading.read(text)
      } catch {
        #expect(error.cutShort, "\(error.message)")
      }
    }
    // With the negative count's own words after it, it is that text, cut short.
    let negative = "Invalid update: invalid number of rows in section 2. Attempt to delete more"
    #expect((try? ExceptionReading.read(negative))?.cutShort == true)
  }

  /// A text that shares only the start of one word with a template is not said to read as it;
  /// a misworded template still is.
  @Test func partOfOneWordIsNoTemplate() {
    func message(_ text: String) -> String {
      do throws(ExceptionTextError) {
        _ = try ExceptionReading.read(text)
        return ""
      } catch { return error.message }
    }
    let other = "UICollectionViewLayoutAttributes: -setSize: requires finite dimensions"
    #expect(!message(other).contains("reads as UIKit's"), "\(message(other))")
    let misworded =
      "Invalid update: invalid number of rows in section 0. The number of rowz contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2)"
    #expect(message(misworded).contains("reads as UIKit's"), "\(message(misworded))")
  }

  @Test func aMethodWithoutItsDashReadsAsItsVariant() throws {
    let text =
      "[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (1) beyond bounds (0) for section (0)."
    let reading = try ExceptionReading.read(text)
    #expect(reading.fidelity == .wording)
    #expect(reading.content == .reason(.scrollRowBeyondBounds(row: 1, rows: 0, section: 0)))
  }
}
