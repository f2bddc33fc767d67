// swift-tools-version: 6.0
import PackageDescription

// A client of the four libraries, as an app's test target is one: it imports Foundation with
// them and uses their public API as the README and `docs/` show it. `scripts/test` builds it,
// runs it and compares what it prints with `expected.txt`.
let package = Package(
  name: "ListScriptClient",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "../../.build/ListScript")],
  targets: [
    // A path package's identity is its folder's name, which a clone chooses: scripts/test
    // links the checkout as `.build/ListScript`, so that the products' package is always
    // `ListScript`.
    .executableTarget(
      name: "Client",
      dependencies: [
        .product(name: "ListDiff", package: "ListScript"),
        .product(name: "HeadlessUIKit", package: "ListScript"),
        .product(name: "ListScript", package: "ListScript"),
        .product(name: "ListScriptUIKit", package: "ListScript"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
