import Foundation
import HeadlessUIKit
import ListDiff

/// UIKit's index path accessors, which Foundation on Linux lacks.
extension IndexPath {
  /// An index path of a table's row: `[section, row]`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// An index path of a collection view's item: `[section, item]`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The model's index path; a path without two indexes reads as -1 where it lacks one.
  var listPath: ListIndexPath {
    ListIndexPath(count > 0 ? self[0] : -1, count > 1 ? self[1] : -1)
  }

  init(listPath path: ListIndexPath) { self.init(indexes: [path.section, path.row]) }
}

extension IndexSet {
  /// The sections, ascending.
  var sections: [Int] { Array(self) }
}
