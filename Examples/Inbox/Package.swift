// swift-tools-version: 6.0
import PackageDescription

// An inbox feature as an app holds it: a view model that turns server pages into batch updates,
// and one that builds diffable snapshots. Its sources import UIKit on iOS and ListScriptUIKit
// elsewhere (the only lines that differ), and its tests run on Linux under `swift test`
// against the headless model. The repository's own package builds these sources and tests as
// targets too (one build of the model), so its `swift test` runs them.
//
// The path is the checkout linked as `.build/ListScript` (scripts/test makes the link:
// `ln -sfn .. .build/ListScript` from the checkout), so that the package is always named
// `ListScript`, whatever the clone's folder is called.
let headless: Target.Dependency = .product(
  name: "ListScriptUIKit", package: "ListScript",
  condition: .when(platforms: [.linux, .macOS, .windows]))

let package = Package(
  name: "Inbox",
  platforms: [.macOS(.v13), .iOS(.v15)],
  dependencies: [.package(path: "../../.build/ListScript")],
  targets: [
    .target(name: "InboxFeature", dependencies: [headless]),
    .testTarget(name: "InboxFeatureTests", dependencies: ["InboxFeature", headless]),
  ],
  swiftLanguageModes: [.v6]
)
