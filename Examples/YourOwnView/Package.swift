// swift-tools-version:6.2
import PackageDescription

/// An app's own view on puremvp's presenters: a package of its own that uses only the
/// library products (Architecture.md, "Your own view on the same presenter").
let package = Package(
  name: "YourOwnView",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "puremvp", path: "../..")],
  targets: [
    .executableTarget(
      name: "YourOwnView",
      dependencies: [
        .product(name: "Presenters", package: "puremvp"),
        .product(name: "Repositories", package: "puremvp"),
        .product(name: "Services", package: "puremvp"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]
    )
  ]
)
