import HeadlessUIKit
import ListDiff

/// The findings of an identity check, each from the entries read.
extension IdentityCheck {
  /// Identities held by more than one item.
  static func duplicates(_ entries: [Entry], second: Bool) -> [Finding] {
    var order: [Value] = []
    var paths: [Value: [ListIndexPath]] = [:]
    for entry in entries {
      if paths[entry.identity] == nil { order.append(entry.identity) }
      paths[entry.identity, default: []].append(entry.path)
    }
    return order.compactMap { identity in
      guard let at = paths[identity], at.count > 1 else { return nil }
      let sections = Set(at.map(\.section))
      return .duplicates(
        identity.identifierText, at: at, sameSection: sections.count == 1, second: second)
    }
  }

  /// Records without the identity field (plain items are their own identity by design).
  static func noField(_ entries: [Entry], key: String) -> [Finding] {
    let records = entries.filter { if case .record = $0.content { true } else { false } }
    let lacking = records.filter(\.whole).count
    return lacking == 0 ? [] : [.noIdentityField(key, count: lacking, of: records.count)]
  }

  /// An identity equal to another field's value on more than half of the items that have one.
  static func identityIsContent(_ entries: [Entry], key: String) -> [Finding] {
    let keyed = entries.filter { !$0.whole }
    guard keyed.count >= 2 else { return [] }
    var counts: [String: Int] = [:]
    var order: [String] = []
    for entry in keyed {
      guard case .record(let rest) = entry.content else { continue }
      for field in rest.fields where field.value == entry.identity {
        if counts[field.name] == nil { order.append(field.name) }
        counts[field.name, default: 0] += 1
      }
    }
    guard let field = order.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }),
      let count = counts[field], count * 2 > keyed.count
    else { return [] }
    return [.identityIsContent(field: field, count: count, of: keyed.count)]
  }

  /// One identity declared with more than one hash, across both payloads.
  static func hashes(_ entries: [Entry]) -> [Finding] {
    var order: [Value] = []
    var seen: [Value: [Int]] = [:]
    for entry in entries {
      guard let hash = entry.hash else { continue }
      if seen[entry.identity] == nil { order.append(entry.identity) }
      if !(seen[entry.identity]?.contains(hash) ?? false) {
        seen[entry.identity, default: []].append(hash)
      }
    }
    return order.compactMap { identity in
      guard let hashes = seen[identity], hashes.count > 1 else { return nil }
      return .hashesDisagree(identity.identifierText, hashes: hashes)
    }
  }

  /// Items of `second` whose content an item of `first` had, under an identity `second` lacks,
  /// while theirs is new: identities made anew at each fetch.
  static func unstable(_ first: [Entry], _ second: [Entry]) -> [Finding] {
    let before = Set(first.map(\.identity))
    let after = Set(second.map(\.identity))
    var gone: [Value: [Value]] = [:]
    for entry in first where !after.contains(entry.identity) && !entry.whole {
      gone[entry.content, default: []].append(entry.identity)
    }
    var pairs: [Pair] = []
    for entry in second where !before.contains(entry.identity) && !entry.whole {
      guard var olds = gone[entry.content], !olds.isEmpty else { continue }
      let old = olds.removeFirst()
      gone[entry.content] = olds
      pairs.append(Pair(old: old.identifierText, new: entry.identity.identifierText))
    }
    guard !pairs.isEmpty else { return [] }
    return [.unstable(count: pairs.count, of: second.count, examples: Array(pairs.prefix(listed)))]
  }

  /// Items at the same place in both payloads whose identity and content both changed, the
  /// old identity gone and the new one new: the identity follows the content.
  static func followsContent(_ first: [Entry], _ second: [Entry]) -> [Finding] {
    let before = Set(first.map(\.identity))
    let after = Set(second.map(\.identity))
    let contents = Set(first.map(\.content))
    var at: [ListIndexPath: Entry] = [:]
    for entry in first { at[entry.path] = entry }
    var pairs: [Pair] = []
    for entry in second {
      guard let old = at[entry.path], !after.contains(old.identity),
        !before.contains(entry.identity), old.content != entry.content,
        !contents.contains(entry.content)
      else { continue }
      pairs.append(Pair(old: old.identity.identifierText, new: entry.identity.identifierText))
    }
    guard !pairs.isEmpty else { return [] }
    return [.followsContent(count: pairs.count, examples: Array(pairs.prefix(listed)))]
  }
}
