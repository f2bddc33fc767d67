// swift-tools-version: 6.0
import PackageDescription

/// `LISTSCRIPT_CHECKS` turns on the self-checks that stateful engines run after every mutation (see
/// `TableView+Invariants.swift`).
///
/// They cost time proportional to the mounted cells and the sections, so they are on in debug
/// builds only.
let selfChecks: [SwiftSetting] = [.define("LISTSCRIPT_CHECKS", .when(configuration: .debug))]

/// The debug build optimized, every check still on, when `LISTSCRIPT_OPTIMIZED_CHECKS` is `1`.
///
/// `scripts/test` sets it (unless it is set already): the package's targets are compiled `-O`,
/// their self-checks, assertions and Swift's own checks (overflow, bounds, exclusivity) all
/// still on, so that the test suite spends its time in the checks rather than in unoptimized
/// generic code. `.ci/run` sets it to `0`: from a clean clone the optimized build takes longer
/// to compile than it saves (docs/contributing.md, "Running the tests"). Without it — a plain `swift build`, or this package as a dependency — the debug
/// build is the usual one and no unsafe flag is set.
let optimized: [SwiftSetting] =
  Context.environment["LISTSCRIPT_OPTIMIZED_CHECKS"] != "1"
  ? [] : [.unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))]
let checks = selfChecks + optimized

/// The diff engines the benchmark races (DifferenceKit and Differ), only when `scripts/bench
/// --peers` has checked them out and names their folder in `LISTSCRIPT_PEERS`: no other target
/// depends on them, and an ordinary build neither resolves nor builds them.
let peers = Context.environment["LISTSCRIPT_PEERS"]
let peerPackages: [Package.Dependency] =
  peers.map { [.package(path: "\($0)/DifferenceKit"), .package(path: "\($0)/Differ")] } ?? []
let peerProducts: [Target.Dependency] =
  peers == nil
  ? []
  : [
    .product(name: "DifferenceKit", package: "DifferenceKit"),
    .product(name: "Differ", package: "Differ"),
  ]

let package = Package(
  name: "ListScript",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ListDiff", targets: ["ListDiff"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "ListScript", targets: ["ListScript"]),
    .library(name: "ListScriptUIKit", targets: ["ListScriptUIKit"]),
    .executable(name: "listsh", targets: ["listsh"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation`: the libraries' DocC catalogues (`scripts/docs`).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ] + peerPackages,
  targets: [
    .systemLibrary(
      name: "CEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // `prctl` for `listsh test`'s workers (C-variadic, so not callable from Swift).
    .systemLibrary(name: "CProcess"),
    // The real stack pointer for the interpreter's nesting limit (a Swift local's address is
    // on the heap under the address sanitizer).
    .systemLibrary(name: "CStack"),
    .systemLibrary(name: "CPrefetch"),
    // The layers, each depending only on those below it: the diff engine (generic), the
    // headless UIKit model (generic over its items), the language, and the tool.
    .target(
      name: "ListDiff",
      dependencies: ["CPrefetch"],
      swiftSettings: checks
    ),
    .target(
      name: "HeadlessUIKit",
      dependencies: ["ListDiff"],
      swiftSettings: checks
    ),
    .target(
      name: "ListScript",
      dependencies: ["ListDiff", "HeadlessUIKit", "CStack"],
      swiftSettings: checks,
      // `rounded()` and friends come from libm, which nothing else links for a client that
      // imports no Foundation.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // UIKit's list API over the headless model, so that an app's own list code runs in
    // `swift test` on Linux (docs/testing-your-list-code.md).
    .target(
      name: "ListScriptUIKit",
      dependencies: ["ListDiff", "HeadlessUIKit"],
      swiftSettings: checks
    ),
    // The tool's logic that needs no terminal: reading and confining files, checking a
    // scenario or a page against its transcript, reports, and the Swift emitter. The fuzzer
    // drives it as `listsh test` does.
    .target(
      name: "ListshCore",
      dependencies: ["ListDiff", "HeadlessUIKit", "ListScript"],
      swiftSettings: optimized
    ),
    .executableTarget(
      name: "listsh",
      dependencies: [
        "ListDiff",
        "HeadlessUIKit",
        "ListScript",
        "ListshCore",
        "CEdit",
        "CProcess",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: optimized,
      plugins: ["CommitStamp", "EmbeddedDocs"]
    ),
    // `listsh --version` names the commit it was built from: the plugin's tool reads `.git`.
    .executableTarget(name: "CommitStampTool"),
    // `listsh mcp` serves the user documentation as resources: the plugin embeds docs/.
    .executableTarget(name: "EmbeddedDocsTool"),
    .plugin(
      name: "EmbeddedDocs",
      capability: .buildTool(),
      dependencies: ["EmbeddedDocsTool"]
    ),
    .plugin(
      name: "CommitStamp",
      capability: .buildTool(),
      dependencies: ["CommitStampTool"]
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "ListDiff",
        "HeadlessUIKit",
        "ListScript",
        "ListshCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ] + peerProducts,
      swiftSettings: peers == nil ? [] : [.define("PEERS")]
    ),
    // The libFuzzer target over the whole pipeline; `scripts/fuzz` builds it with
    // `-sanitize=fuzzer,address` and `-DFUZZING`. Built plainly, it replays files.
    .executableTarget(
      name: "ListScriptFuzz",
      dependencies: ["HeadlessUIKit", "ListScript", "ListshCore"],
      swiftSettings: optimized
    ),
    // The tests, one target per layer, each depending only on its layer and those below it
    // (the model's tests drive it with items of their own, not the language's `Value`), and
    // the support they share: the checkout, temporary folders, the built binary, seeds.
    .target(
      name: "TestSupport",
      path: "Tests/TestSupport",
      swiftSettings: optimized
    ),
    .testTarget(
      name: "ListDiffTests",
      dependencies: ["ListDiff", "TestSupport"],
      swiftSettings: checks
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["ListDiff", "HeadlessUIKit", "TestSupport"],
      swiftSettings: checks
    ),
    .testTarget(
      name: "ListScriptTests",
      dependencies: ["ListDiff", "HeadlessUIKit", "ListScript", "TestSupport"],
      swiftSettings: checks
    ),
    // The example app's feature and its tests (Examples/Inbox), built here with the libraries
    // they test so that `swift test` runs them without a second build of the model; the
    // example's own Package.swift is the same code as an app's package would hold it.
    .target(
      name: "InboxFeature",
      dependencies: ["ListScriptUIKit"],
      path: "Examples/Inbox/Sources/InboxFeature"
    ),
    .testTarget(
      name: "InboxFeatureTests",
      dependencies: ["InboxFeature", "ListScriptUIKit"],
      path: "Examples/Inbox/Tests/InboxFeatureTests"
    ),
    // The UIKit-shaped API, cross-checked against the language on the same calls.
    .testTarget(
      name: "ListScriptUIKitTests",
      dependencies: ["ListDiff", "HeadlessUIKit", "ListScript", "ListScriptUIKit", "TestSupport"],
      swiftSettings: checks
    ),
    // The tool: its logic in process (`ListshCore`, the runner's report, the demo), and the
    // built binary driven end to end (`Shell/`).
    .testTarget(
      name: "listshTests",
      dependencies: [
        "ListDiff", "HeadlessUIKit", "ListScript", "ListshCore", "listsh", "ListScriptFuzz",
        "TestSupport",
      ],
      swiftSettings: optimized
    ),
  ],
  swiftLanguageModes: [.v6]
)
