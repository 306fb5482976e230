// swift-tools-version:6.2
import PackageDescription

/// puremvp: three small applications in the "pure MVP" domain-layered style.
///
/// The dependency rule (Architecture.md): each target declares here the targets it may
/// import. The graph alone does not enforce it (a module built for another dependency can be
/// imported undeclared), so `.ci/check-dependencies.swift` checks every import of every file
/// against these declarations and against the layer rules no change here may lift; nothing
/// depends on `CLI` but the executables and the end-to-end tests.
let package = Package(
  name: "puremvp",
  // Synchronization's `Mutex` needs macOS 15 and iOS 18.
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "puremvp", targets: ["puremvp"]),
    .executable(name: "puremvp-bench", targets: ["puremvp-bench"]),
    // The layers an app imports to put its own UIKit or SwiftUI view on the same presenters
    // (Architecture.md, "Your own view on the same presenter"). None of them, nor anything
    // they depend on, has unsafe flags, which would keep another package from using them.
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "Services", targets: ["Services"]),
    .library(name: "Presenters", targets: ["Presenters"]),
    .library(name: "Repositories", targets: ["Repositories"]),
  ],
  targets: [
    // The platform's C library, named in one place (Glibc, Musl or Darwin).
    .target(name: "SystemInterface", path: "Sources/Engines/SystemInterface"),
    // The calendar arithmetic between dates and days since 1970, written once for the
    // services' timestamps, the `--now` parser and the foreign formats' dates. Pure values
    // that depend on nothing, so the engines and the codecs may share it.
    .target(name: "CivilCalendar", path: "Sources/Engines/CivilCalendar"),
    // The rules a task's values obey that the domain and the foreign-format codecs share:
    // what a text may be, and why an imported entry is not a task. Written once here
    // because the codecs may not import the domain; pure values that depend on nothing.
    // Entities, value objects, their rules and the ports: imports nothing of ours.
    .target(name: "Domain"),
    .target(name: "Services", dependencies: ["Domain", "CivilCalendar"]),
    .target(name: "Repositories", dependencies: ["Domain", "StoreEngine", "SystemInterface"]),
    .target(name: "Presenters", dependencies: ["Services"]),
    // The hashing engine behind the domain's `PasswordHasher` port: machinery, imported only
    // by the composition root, the benchmark and the tests.
    .target(
      name: "PasswordHashing", dependencies: ["Domain"], path: "Sources/Engines/PasswordHashing",
      // Optimized in debug builds too: one login is 1.2 million SHA-256 compressions, which
      // take 1.5 s unoptimized, and the golden tests run the debug binary through dozens.
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
    ),
    // The journal store engine: files, locks, journals and the byte-level record formats the
    // file gateways in `Repositories` stand on. Machinery, imported only by those gateways,
    // the command line (the composition root, the session's history, the words of the
    // store's failures) and the tests. It needs `Domain` only for the entities its formats
    // encode: its failures (`StoreFailure`, with paths and lines) are its own, and the file
    // gateways hand the ports a `GatewayFailure` (a kind and the user's words) instead.
    .target(
      name: "StoreEngine", dependencies: ["Domain", "SystemInterface"],
      path: "Sources/Engines/StoreEngine"),
    // The command line's engine: the fast script reader (lines, words, the command table), the
    // buffered output and JSON writer, and the byte loops of prompts and key scripts.
    // Machinery that depends on nothing of ours but the C library's name and the calendar:
    // the views write through its String API.
    .target(
      name: "ScriptEngine", dependencies: ["CivilCalendar", "SystemInterface"],
      path: "Sources/Engines/ScriptEngine"),
    // Machinery for the screens: raw mode, keys, cells, the diffing renderer. Depends on
    // nothing of ours, so a line editor can reuse its raw mode and key decoder.
    .target(
      name: "TerminalEngine", dependencies: ["SystemInterface"],
      path: "Sources/Engines/TerminalEngine"),
    .target(
      name: "CLI",
      dependencies: [
        "Domain", "Services", "Repositories", "Presenters", "PasswordHashing", "ScriptEngine",
        "StoreEngine", "SystemInterface", "TaskInterchange", "TerminalEngine",
      ]
    ),
    .executableTarget(
      name: "puremvp",
      dependencies: ["CLI"],
      // The program is started once per command by scripts and one-shot users. Linked
      // against the shared Swift runtime, every start pays the dynamic loader for a dozen
      // libraries: 3.1 of the 5.7 ms of a one-shot add on the CI machine. The runtime
      // comes with the toolchain, so linking it in statically needs nothing else. Release
      // builds only: the test bundle links this target too, and Swift Testing and XCTest
      // ship no static libraries.
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // `swift run -c release puremvp-bench` (PERFORMANCE.md). It runs the `puremvp` binary too.
    .executableTarget(
      name: "puremvp-bench",
      dependencies: [
        "CLI", "Domain", "PasswordHashing", "ScriptEngine", "SystemInterface", "puremvp",
      ]),
    // todo.txt and Taskwarrior codecs: an adapter at the edge that depends on nothing of ours
    // but the C library's name, the calendar and the task rules, so it is tested and fuzzed
    // alone (docs/interchange.md).
    .target(
      name: "TaskInterchange", dependencies: ["CivilCalendar", "Domain", "SystemInterface"],
      path: "Sources/Engines/TaskInterchange"),

    .target(
      name: "TestSupport",
      dependencies: ["Domain", "Services", "Presenters"],
      path: "Tests/TestSupport"
    ),
    .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
    .testTarget(
      name: "CivilCalendarTests", dependencies: ["CivilCalendar"],
      path: "Tests/Engines/CivilCalendarTests"),
    .testTarget(
      name: "PasswordHashingTests", dependencies: ["PasswordHashing"],
      path: "Tests/Engines/PasswordHashingTests"),
    .testTarget(
      name: "ServicesTests",
      dependencies: ["Domain", "Services", "Repositories", "TestSupport"]),
    .testTarget(
      name: "RepositoriesTests",
      dependencies: [
        "Domain", "Repositories", "PasswordHashing", "StoreEngine", "SystemInterface",
        "TestSupport",
      ]),
    .testTarget(
      name: "PresentersTests", dependencies: ["Domain", "Services", "Presenters", "TestSupport"]),
    .testTarget(
      name: "TerminalEngineTests", dependencies: ["TerminalEngine"],
      path: "Tests/Engines/TerminalEngineTests"),
    .testTarget(
      name: "ScriptEngineTests", dependencies: ["ScriptEngine", "SystemInterface", "TestSupport"],
      path: "Tests/Engines/ScriptEngineTests"),
    // The test doubles' own tests: a double that accepts what it should refuse makes every
    // presenter test that uses it pass for nothing.
    .testTarget(name: "TestSupportTests", dependencies: ["Domain", "Services", "TestSupport"]),
    .testTarget(
      name: "CLITests",
      // The end-to-end tests run the built `puremvp` binary: depending on it builds it first.
      dependencies: [
        "Services", "Presenters", "Repositories", "CLI", "ScriptEngine", "SystemInterface",
        "TerminalEngine", "TestSupport", "puremvp",
      ]
    ),
    .testTarget(
      name: "TaskInterchangeTests",
      dependencies: ["Domain", "SystemInterface", "TaskInterchange"],
      path: "Tests/Engines/TaskInterchangeTests"),
  ]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      // Swift 6 language mode: complete strict concurrency checking everywhere.
      .swiftLanguageMode(.v6),
      // A warning is a bug we have not fixed yet; CI must not let one through.
      .treatAllWarnings(as: .error),
    ]
}
