import HeadlessUIKit

extension Explanation {
  /// What a query about a section the view does not have means, its likeliest cause first.
  static func queryParagraphs(_ failure: QueryFailure) -> [String] {
    func plural(_ n: Int) -> String { n == 1 ? "1 section" : "\(n) sections" }
    switch failure {
    case .rowsInSection(let section):
      return [
        "The table view was asked for the number of rows in section \(section), and it has fewer sections (the text does not say how many). UIKit's numberOfRows(inSection:) asserts when the section is out of bounds. The likeliest cause: code that asks for the rows of the last or a fixed section (to scroll to the newest row, to count rows) while the table has no sections yet, or has fewer since the data changed.",
        "Fix: check the section against numberOfSections first (an empty table has no section 0), or read the count from the model rather than from the table.",
      ]
    case .itemsInSection(let section, let sections):
      return [
        "The collection view was asked for the items of section \(section), but its data source reports \(plural(sections)). The likeliest cause: code that reads numberOfItems(inSection:) (a layout's prepare(), a scroll to a saved position) with a section index from before the sections shrank, or before the first reload counted them.",
        "Fix: check the section against numberOfSections first, and invalidate a custom layout's cache when the sections change.",
      ]
    case .itemsBeforeSection(let section, let sections):
      return [
        "The collection view was asked about an item in section \(section), but it knows \(plural(sections)): to find the item, its own record of the data (UICollectionViewData) counts the items before that section, and asserts that the section exists. cellForItem(at:) does this (Instagram/IGListKit#177's stack), as do the view's other lookups by index path.",
        "The likeliest cause: an index path from the model used while the view still has fewer sections (before reloadData or the batch that adds them has run), or after they were removed; or a custom layout whose cached attributes name sections the view no longer has.",
        "Fix: look items up only with index paths the view has (check the section against numberOfSections), tell the view of a change of the sections in the same turn as the model changes, and invalidate a custom layout's caches when the data does.",
      ]
    case .headerRect(let section), .footerRect(let section):
      let what = failure == .headerRect(section: section) ? "header" : "footer"
      return [
        "The table view was asked for the frame of section \(section)'s \(what), and it has fewer sections (the text does not say how many): its row data asserts that the section exists. rectFor\(what.capitalized)(inSection:) does this, and so does code inside UIKit that measures a section (a scroll to it, an index view, a sticky header).",
        "The likeliest cause: a section index from the model used before the table has taken the change (before reloadData or the batch that inserts it), or after the section was removed — an accordion or an index that computes positions from its own state.",
        "Fix: check the section against tableView.numberOfSections before asking for a rect, and compute positions after the table has taken the change.",
      ]
    }
  }
}
