@testable import HeadlessUIKit
@testable import ListDiff

/// A second section snapshot, written from the rules (the reference's §4.8 and the decompiled
/// texts) without the model's flat representation: a forest of nested nodes, each with its
/// children and whether it is expanded, searched recursively.
struct ReferenceOutline: Equatable {
  struct Node: Equatable {
    var item: Row
    var expanded = false
    var children: [Node] = []
  }

  var roots: [Node] = []

  /// Every item, each parent before its children.
  var items: [Row] { Self.flatten(roots).map(\.item) }
  /// Each item with its depth, in the same order.
  var levels: [(Row, Int)] { Self.walk(roots, depth: 0) }
  var rootItems: [Row] { roots.map(\.item) }
  var expandedItems: [Row] { Self.flatten(roots).filter(\.expanded).map(\.item) }

  /// The items whose every ancestor is expanded.
  var visibleItems: [Row] {
    func visit(_ nodes: [Node]) -> [Row] {
      nodes.flatMap { [$0.item] + ($0.expanded ? visit($0.children) : []) }
    }
    return visit(roots)
  }

  static func flatten(_ nodes: [Node]) -> [Node] {
    nodes.flatMap { [$0] + flatten($0.children) }
  }

  static func walk(_ nodes: [Node], depth: Int) -> [(Row, Int)] {
    nodes.flatMap { [($0.item, depth)] + walk($0.children, depth: depth + 1) }
  }

  func contains(_ item: Row) -> Bool { items.contains { $0.identity == item.identity } }

  /// The path of child indexes from the roots to the item, or nil.
  func path(to item: Row) -> [Int]? {
    func find(_ nodes: [Node], _ prefix: [Int]) -> [Int]? {
      for (k, node) in nodes.enumerated() {
        if node.item.identity == item.identity { return prefix + [k] }
        if let p = find(node.children, prefix + [k]) { return p }
      }
      return nil
    }
    return find(roots, [])
  }

  func node(at path: [Int]) -> Node {
    var node = roots[path[0]]
    for k in path.dropFirst() { node = node.children[k] }
    return node
  }

  /// Changes the list of siblings that holds `path`'s last index (the roots for a root).
  mutating func editSiblings(of path: [Int], _ edit: (inout [Node]) -> Void) {
    func go(_ nodes: inout [Node], _ rest: ArraySlice<Int>) {
      guard rest.count > 1, let first = rest.first else { return edit(&nodes) }
      go(&nodes[first].children, rest.dropFirst())
    }
    go(&roots, path[...])
  }

  /// Changes the node at `path`.
  mutating func editNode(at path: [Int], _ edit: (inout Node) -> Void) {
    guard let last = path.last else { return }
    editSiblings(of: path) { siblings in edit(&siblings[last]) }
  }

  func duplicates(_ new: [Row]) -> [Row] {
    var out: [Row] = []
    for (k, item) in new.enumerated()
    where contains(item) || new[..<k].contains(where: { $0.identity == item.identity }) {
      out.append(item)
    }
    return out
  }

  // MARK: The calls

  mutating func append(_ new: [Row], to parent: Row?) throws(SnapshotError) {
    if new.isEmpty { return }
    var target: [Int]?
    if let parent {
      guard let p = path(to: parent) else {
        throw .sectionSnapshotParentMissing(parent.identifierText)
      }
      target = p
    }
    let dup = duplicates(new)
    if !dup.isEmpty { throw .sectionSnapshotDuplicates(dup.map(\.identifierText)) }
    let nodes = new.map { Node(item: $0) }
    if let target {
      editNode(at: target) { $0.children += nodes }
    } else {
      roots += nodes
    }
  }

  mutating func insert(_ new: [Node], before: Bool, _ anchor: Row) throws(SnapshotError) {
    if new.isEmpty { return }
    guard let p = path(to: anchor) else {
      throw .sectionSnapshotInsertTargetMissing(anchor.identifierText, after: !before)
    }
    let incoming = Self.flatten(new).map(\.item)
    let dup = duplicates(incoming)
    if !dup.isEmpty { throw .sectionSnapshotDuplicates(dup.map(\.identifierText)) }
    let at = (p.last ?? 0) + (before ? 0 : 1)
    editSiblings(of: p) { $0.insert(contentsOf: new, at: at) }
  }

  mutating func delete(_ gone: [Row], on platform: Platform) throws(SnapshotError) -> Bool {
    for item in gone where !contains(item) {
      if platform == .ios14 { return true }
      throw .sectionSnapshotDeleteMissing(item.identifierText)
    }
    let ids = Set(gone.map(\.identity))
    func prune(_ nodes: [Node]) -> [Node] {
      nodes.filter { !ids.contains($0.item.identity) }.map {
        var n = $0
        n.children = prune(n.children)
        return n
      }
    }
    roots = prune(roots)
    return false
  }

  mutating func setExpanded(_ targets: [Row], _ on: Bool) {
    for item in targets {
      if let p = path(to: item) { editNode(at: p) { $0.expanded = on } }
    }
  }

  mutating func replace(childrenOf parent: Row, using other: ReferenceOutline)
    throws(SnapshotError)
  {
    guard let p = path(to: parent) else {
      throw .sectionSnapshotParentMissing(parent.identifierText)
    }
    var without = self
    without.editNode(at: p) { $0.children = [] }
    let repeated = other.items.filter { without.contains($0) }
    if !repeated.isEmpty {
      throw .sectionSnapshotReplaceDuplicates(repeated.map(\.identifierText))
    }
    editNode(at: p) { $0.children = other.roots }
  }

  func level(of item: Row, on platform: Platform) throws(SnapshotError) -> Int {
    guard let p = path(to: item) else {
      throw .sectionSnapshotItemMissing(item.identifierText, .level)
    }
    return p.count - 1
  }

  func parent(of item: Row) throws(SnapshotError) -> Row? {
    guard let p = path(to: item) else { throw .sectionSnapshotChildMissing(item.identifierText) }
    return p.count == 1 ? nil : node(at: Array(p.dropLast())).item
  }

  func isVisible(_ item: Row) throws(SnapshotError) -> Bool {
    guard let p = path(to: item) else {
      throw .sectionSnapshotItemMissing(item.identifierText, .isVisible)
    }
    return (1..<p.count).allSatisfy { node(at: Array(p.prefix($0))).expanded }
  }

  func subtree(of parent: Row, includingParent: Bool) throws(SnapshotError) -> ReferenceOutline {
    guard let p = path(to: parent) else {
      throw .sectionSnapshotParentMissing(parent.identifierText)
    }
    let n = node(at: p)
    return ReferenceOutline(roots: includingParent ? [n] : n.children)
  }
}
