import ListDiff

/// Identities that are positions: an index (`ForEach(items.indices, id: \.self)`, `id:
/// \.offset`, a row number) stays at its place while the items move, so between two fetches an
/// item's content turns up under another item's identity.
extension IdentityCheck {
  /// The finding for two fetches numbered by place whose items moved.
  ///
  /// Found when each item's identity is its index in its section (both fetches counted from
  /// 0, or both from 1) and some item's content now sits under another identity than in the
  /// first fetch and no longer does in the second. Ids numbered by place on data that only grew
  /// at its end, or whose items were edited in place, are not found: no content moved.
  ///
  /// - Complexity: O(n) for n items in both payloads (hashing contents).
  static func identityIsPosition(_ first: [Entry], _ second: [Entry]) -> [Finding] {
    guard let base = positionBase(first), positionBase(second) == base else { return [] }
    var contentOf: [Value: Value] = [:]
    var identityOf: [Value: [Value]] = [:]
    for entry in first {
      contentOf[entry.identity] = entry.content
      identityOf[entry.content, default: []].append(entry.identity)
    }
    var secondContentOf: [Value: Value] = [:]
    for entry in second { secondContentOf[entry.identity] = entry.content }
    var pairs: [Pair] = []
    for entry in second where contentOf[entry.identity] != entry.content {
      // The content moved: another identity held it, and holds it no more (content that two
      // items share, or an edit that makes one item equal another, moved nothing).
      guard
        let old = identityOf[entry.content]?.first(where: {
          $0 != entry.identity && secondContentOf[$0] != entry.content
        })
      else { continue }
      pairs.append(Pair(old: old.identifierText, new: entry.identity.identifierText))
    }
    guard !pairs.isEmpty else { return [] }
    return [
      .identityIsPosition(
        count: pairs.count, of: second.count, examples: Array(pairs.prefix(listed)))
    ]
  }

  /// 0 or 1 when every item's identity is its index in its section counted from it (and the
  /// items are records, not their own identities); nil otherwise, or for no item.
  static func positionBase(_ entries: [Entry]) -> Int? {
    guard !entries.isEmpty, !entries.contains(where: \.whole) else { return nil }
    return [0, 1].first { base in
      entries.allSatisfy { entry in
        if case .int(let n) = entry.identity { n == entry.path.row + base } else { false }
      }
    }
  }
}
