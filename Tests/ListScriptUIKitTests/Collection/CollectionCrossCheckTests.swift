import Foundation
import HeadlessUIKit
import ListScriptUIKit
import TestSupport
import Testing

@MainActor struct CollectionCrossCheckTests {
  /// The same random app steps on a collection view with a flow layout, through the API and
  /// through the language, end the same way on every profile: UIKit's counts read at a batch's
  /// start, the deferred reload, the texts.
  @Test(arguments: 0..<60) func randomStepsAgreeWithTheLanguage(seed: Int) {
    print("CollectionCrossCheckTests seed \(seed)")
    _ = Self.check(seed: seed)
  }

  /// Some runs raise and some commit.
  @Test func theStepsBothRaiseAndCommit() {
    let outcomes = (0..<60).map { Self.check(seed: $0) }
    let raised = outcomes.reduce(0) { $0 + $1.raised }
    let committed = outcomes.reduce(0) { $0 + $1.committed }
    print("CollectionCrossCheckTests: raised \(raised), committed \(committed)")
    #expect(raised >= 50 && committed >= 50, "raised \(raised), committed \(committed)")
  }

  static func check(seed: Int) -> (raised: Int, committed: Int) {
    var outcome = (raised: 0, committed: 0)
    var generator = StepGenerator(random: TestRandom(seed: UInt64(seed) &+ 1_000))
    generator.blocks = true
    let start = generator.sections
    let steps = (0..<10).map { _ in generator.next() } + generator.pending
    for profile in CrossCheckTests.profiles {
      var api: String?
      var state = ""
      do {
        try Headless.run(on: profile) {
          let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667),
            collectionViewLayout: UICollectionViewFlowLayout())
          view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
          let source = ItemsDataSource(start)
          view.dataSource = source
          Headless.endTurn()
          for step in steps {
            step.perform(on: view, source)
            Headless.endTurn()
          }
          let visible = view.indexPathsForVisibleItems.map { "\($0.section):\($0.item)" }
          state = [
            "[" + visible.joined(separator: ", ") + "]", "\(view.numberOfSections)",
            "\(Double(view.contentOffset.y))",
          ].joined(separator: "\n")
        }
      } catch {
        api = "\(error)"
      }
      let script =
        ["platform \(profile.rawValue)", "collection", AppStep.data(start).description]
        + steps.map { $0.statement(collection: true) }
        + ["print visibleItems", "print sections", "print offset"]
      let reference = LanguageReference.run(script.joined(separator: "\n"), on: profile)
      let context = "seed \(seed) on \(profile.rawValue):\n" + script.joined(separator: "\n")
      #expect(api == reference.error, "\(context)")
      if api == nil { outcome.committed += 1 } else { outcome.raised += 1 }
      if api == nil, reference.error == nil {
        #expect(state + "\n" == reference.output, "\(context)")
      }
    }
    return outcome
  }
}
