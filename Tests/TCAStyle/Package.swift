// swift-tools-version:6.0
import PackageDescription

// Features and tests written as a TCA user writes them, in TCA's documented style, against
// Arbor by path: each file exercises one part of TCA's API that real apps and TCA's own tests use
// (case key paths through bindings and identified actions, enum reducers, view actions, the
// deprecated spellings TCA still ships, TestStore's behaviour). CI builds and tests it in debug.
let package = Package(
  name: "TCAStyle",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Arbor", path: "../..")],
  targets: [
    .target(
      name: "TCAStyleFeatures",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "Arbor"),
        .product(name: "Dependencies", package: "Arbor"),
        .product(name: "DependenciesMacros", package: "Arbor"),
        .product(name: "Perception", package: "Arbor"),
        .product(name: "XCTestDynamicOverlay", package: "Arbor"),
      ]
    ),
    .testTarget(
      name: "TCAStyleFeaturesTests",
      dependencies: [
        "TCAStyleFeatures",
        .product(name: "ComposableArchitecture", package: "Arbor"),
        .product(name: "Dependencies", package: "Arbor"),
        .product(name: "DependenciesMacros", package: "Arbor"),
        .product(name: "Perception", package: "Arbor"),
        .product(name: "XCTestDynamicOverlay", package: "Arbor"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
