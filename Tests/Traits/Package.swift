// swift-tools-version:6.1
import PackageDescription

// A downstream package that enables TCA 1.25's traits on Arbor, as TCA's migration guide asks its
// users to: CI builds `TraitsConsumer` (the current spellings) with warnings as errors, and
// builds `DeprecatedSpellings` to check that each spelling the traits deprecate warns.
let package = Package(
  name: "Traits",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    .package(
      name: "Arbor",
      path: "../..",
      traits: [
        "ComposableArchitecture2Deprecations", "ComposableArchitecture2DeprecationOverloads",
      ]
    )
  ],
  targets: [
    .target(
      name: "Features",
      dependencies: [.product(name: "ComposableArchitecture", package: "Arbor")],
      path: "Sources/Features"
    ),
    .executableTarget(
      name: "TraitsConsumer",
      dependencies: ["Features", .product(name: "ComposableArchitecture", package: "Arbor")]
    ),
    .target(
      name: "DeprecatedSpellings",
      dependencies: ["Features", .product(name: "ComposableArchitecture", package: "Arbor")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
