// swift-tools-version:6.2
import PackageDescription

/// The fortune teller and the login form in four arrangements: MVC, MVP, MVVM and pure MVP,
/// over the same domain and gateways (Architecture.md §1). A package of its own, so that
/// the product's rules (logic-free presenters, services holding all state) keep holding in
/// `Sources/`: only the pure MVP arrangement uses the product's presenters and services.
/// It also holds `YourOwnView` (Architecture.md §14): one package, one build of the
/// library products.
let package = Package(
  name: "Arrangements",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "arrangements", targets: ["arrangements"]),
    .executable(name: "YourOwnView", targets: ["YourOwnView"]),
  ],
  dependencies: [.package(name: "puremvp", path: "../..")],
  targets: [
    // The fake UI toolkit every arrangement draws on (labels, fields, buttons), the two
    // screens made of it, and the product's English words.
    .target(name: "Screens"),
    .target(
      name: "MVC", dependencies: ["Screens", .product(name: "Domain", package: "puremvp")]),
    .target(
      name: "MVP", dependencies: ["Screens", .product(name: "Domain", package: "puremvp")]),
    .target(
      name: "MVVM", dependencies: ["Screens", .product(name: "Domain", package: "puremvp")]),
    .target(
      name: "PureMVP",
      dependencies: [
        "Screens", .product(name: "Domain", package: "puremvp"),
        .product(name: "Services", package: "puremvp"),
        .product(name: "Presenters", package: "puremvp"),
      ]),
    // The composition root and the command line: options, commands, scripts, transcripts.
    .target(
      name: "ArrangementsApp",
      dependencies: [
        "Screens", "MVC", "MVP", "MVVM", "PureMVP",
        .product(name: "Domain", package: "puremvp"),
        .product(name: "Services", package: "puremvp"),
        .product(name: "Presenters", package: "puremvp"),
        .product(name: "Repositories", package: "puremvp"),
      ]),
    .executableTarget(name: "arrangements", dependencies: ["ArrangementsApp", "Screens"]),
    // An app's own SwiftUI view on the product's presenter (Architecture.md, "Your own view
    // on the same presenter"): the library products' public API, used from outside.
    .executableTarget(
      name: "YourOwnView",
      dependencies: [
        .product(name: "Presenters", package: "puremvp"),
        .product(name: "Repositories", package: "puremvp"),
        .product(name: "Services", package: "puremvp"),
      ]),
    .testTarget(
      name: "ArrangementsTests",
      dependencies: [
        "ArrangementsApp", "Screens", "MVC", "MVP", "MVVM", "PureMVP",
        .product(name: "Domain", package: "puremvp"),
        .product(name: "Services", package: "puremvp"),
        .product(name: "Presenters", package: "puremvp"),
        .product(name: "Repositories", package: "puremvp"),
      ]),
  ]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
}
