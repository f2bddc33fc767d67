import Foundation
import ListScriptUIKit

/// An app's sectioned collection view data source: titles per section.
@MainActor final class ItemsDataSource: UICollectionViewDataSource {
  var sections: [[String]]

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    var content = UIListContentConfiguration.cell()
    content.text = sections[indexPath.section][indexPath.item]
    cell.contentConfiguration = content
    return cell
  }
}
