extension KnownText {
  /// Index paths from elsewhere (fetched results, a negative row), threads, other frameworks'
  /// checks, and reports that hold only the stack.
  static let elsewhere: [KnownText] = [
    KnownText(
      id: "invalid-index-path",
      signatures: [
        "Attempted to perform update with invalid index path", "18446744073709551",
      ],
      meaning:
        "A table's update call named an index path with a negative row or section (printed unsigned: -1 is 18446744073709551615), and the paste lost part of the text; a whole one (\"Attempted to perform update with invalid index path: … {length = 2, path = S - R}\") is reproduced.",
      causes: [
        "A fetched-results or PhotoKit change applied with an index path from before an earlier change in the same batch, or computed as index - 1 from 0.",
        "firstIndex(of:) or indexPath(for:) returned nil and was turned into NSNotFound or -1 on the way to the update call.",
      ],
      fix:
        "Check every index before the update call (0 ≤ row < count), and take index paths for deletes from the old data and for inserts from the new, as the change notification gives them.",
      sources: [
        "https://github.com/wordpress-mobile/WordPress-iOS/issues/15366",
        "https://github.com/wordpress-mobile/WordPress-iOS/issues/15370",
      ]),
    KnownText(
      id: "layout-engine-background-thread",
      signatures: [
        "Modifications to the layout engine must not be performed from a background thread",
        "modifying the autolayout engine from a background thread",
      ],
      meaning:
        "A view was changed off the main thread (in the reports quoted below, a list reloaded there).",
      causes: [
        "reloadData, an update call or a data source change made in a network or Core Data completion handler that runs on a background queue."
      ],
      fix:
        "Hop to the main queue (DispatchQueue.main.async, or @MainActor) before touching the view.",
      sources: ["https://github.com/dzenbot/DZNEmptyDataSet/issues/458"]),
    KnownText(
      id: "texture-invalid-update",
      signatures: ["Invalid number of items in section", "Invalid number of rows in section"],
      meaning:
        "Texture (AsyncDisplayKit) checked a batch update's counts itself before UIKit did: its ASCollectionInvalidUpdateException is UIKit's \"invalid number of items\" check.",
      causes: [
        "The model changed by more or less than the insert and delete calls say, as with UIKit's text."
      ],
      fix:
        "Make the calls match the change of the model; `listsh explain` of UIKit's own wording of the same counts reproduces it.",
      sources: ["https://github.com/facebookarchive/AsyncDisplayKit/issues/2907"]),
    KnownText(
      id: "batch-updates-detected-without-counts",
      signatures: ["Invalid batch updates detected"],
      meaning:
        "UIKit's batch-update check of iOS 16.4 and later failed, but the paste stops before the counts and the list of updates that the text goes on to give.",
      causes: [
        "The model changed by more or less than the calls of the batch say; which section, and by how much, is in the part of the text that is missing."
      ],
      fix:
        "Copy the whole reason (its 'Data source before updates', 'Data source after updates' and 'Updates' lines) and give it to listsh explain, which reproduces it.",
      sources: ["https://github.com/ra1028/DifferenceKit/issues/155"]),
    KnownText(
      id: "count-text-without-numbers",
      signatures: [
        "Invalid update: invalid number of", "invalid number of rows in section",
        "invalid number of items in section", "invalid number of sections",
        // The count sentence with its numbers taken out, as a paraphrase quotes it.
        "contained in an existing section after the update must be equal to the number of",
      ],
      meaning:
        "UIKit's batch-update count check failed, as the text's words say, but the paste does not hold the numbers a reproduction needs (cut short, or written without them).",
      causes: [
        "The model changed by more or less than the calls of the batch say: rows added or removed without their insert or delete, or a count read before the model changed.",
        "Two updates in one run-loop turn, or an update from a background thread, so the counts the table read at the batch's start were already stale.",
      ],
      fix:
        "Copy the whole reason (in Crashlytics, the line under 'Fatal Exception:'; in an Apple report, 'Last Exception Backtrace' and 'Application Specific Information') and give it to listsh explain: its counts say which section changed by how much.",
      sources: [
        "https://github.com/nghialv/Hakuba/pull/22",
        "https://github.com/crisp-im/crisp-sdk-ios/issues/57",
      ]),
    KnownText(
      id: "count-check-stack-only",
      signatures: [
        // The checks' methods (`_Bug_Detected_In_Client_Of_UITableView_…`), by the part that
        // names the check, as a stack has them and as a ticket or a log shortens them.
        "Invalid_Number_Of_Items_In_Section", "Invalid_Number_Of_Rows_In_Section",
        "Invalid_Number_Of_Sections", "Invalid_Batch_Updates",
        "_endItemAnimationsWithInvalidationContext",
      ],
      meaning:
        "The paste names UIKit's batch-update count check (its method on a stack, or the method's name), but holds no reason text listsh can read: its numbers are what a reproduction needs.",
      causes: [
        "The model changed by more or less than the calls of a batch say (the reason text says by how much)."
      ],
      fix:
        "Find the reason (the line after 'Fatal Exception:' in Crashlytics, 'Application Specific Information:' in an Apple report, the exception's message in Sentry) and give it to listsh explain.",
      sources: [
        "https://github.com/Instagram/IGListKit/issues/1623",
        "https://github.com/Instagram/IGListKit/issues/1576",
      ]),
  ]
}
