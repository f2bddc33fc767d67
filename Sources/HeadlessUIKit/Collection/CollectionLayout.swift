/// A collection view's layout.
public enum CollectionLayout: Equatable, Sendable {
  /// A vertical `UICollectionViewFlowLayout`: fixed-size items wrapped into lines.
  case flow(FlowLayout)
  /// A list layout (`UICollectionLayoutListConfiguration`): full-width items, one per line, each
  /// as tall as its item's `height` field, else the view's row height.
  case list(ListConfiguration)
  /// A `UICollectionViewCompositionalLayout` whose every section is one horizontal group of
  /// `columns` equal items repeated down the section: the geometry of a flow layout whose lines
  /// hold exactly `columns` items, left-aligned at the group's spacing, each line as tall as
  /// the group (`FlowLayout.columns` is set).
  case compositional(FlowLayout)
}
