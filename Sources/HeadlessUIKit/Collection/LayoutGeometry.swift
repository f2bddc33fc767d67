/// The insets of a flow layout's sections, in points.
public struct EdgeInsets: Equatable, Sendable {
  /// The inset above a section's first line of items; 0 by default.
  public var top = 0.0
  /// The inset on the left of every line of items; 0 by default.
  public var left = 0.0
  /// The inset below a section's last line of items; 0 by default.
  public var bottom = 0.0
  /// The inset on the right of every line of items; 0 by default.
  public var right = 0.0

  /// Insets of the given sizes, each 0 unless given.
  @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// A width and a height, in points: a `CGSize`.
public struct ItemSize: Equatable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` × `height`.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A flow layout's `estimatedItemSize` other than `CGSizeZero`: a size, or
/// `UICollectionViewFlowLayout.automaticSize`.
public enum EstimatedItemSize: Equatable, Sendable {
  /// A size items count until they are measured.
  case size(ItemSize)
  /// `automaticSize`, "a placeholder size for self-sizing cells": what an unmeasured item
  /// counts is not documented; here it is `itemSize` **(our choice)**.
  case automatic
}
