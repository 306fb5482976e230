// The dependency rule, checked file by file: every `import` of a package module must be a
// dependency its target declares in Package.swift, and the layers' own rules hold.
//
// The target graph alone does not enforce this: a module that is built anyway (because a
// dependency depends on it) can be imported without being declared, and SwiftPM's
// `--explicit-target-dependency-import-check` did not catch that on Linux.
//
// Usage: swift package dump-package | swift .ci/check-dependencies.swift
// Exit status 0 when every import is allowed, 1 with one line per offending import.

import Foundation

/// Modules that come with the toolchain or the operating system, not with this package.
let systemModules: Set<String> = [
  "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "Android",
  "Synchronization", "Testing", "XCTest", "PackageDescription", "_Concurrency",
]

/// Why the terminal engine may import nothing of ours: a line editor reuses it too.
let engine = "the terminal engine is machinery that depends on nothing of ours"

/// Why the store engine may import no layer of ours but `Domain`: it is the machinery under
/// the file gateways, and needs the domain only for the entities its record formats encode.
let storeEngine = "the store engine is machinery under the gateways: it imports no layer but Domain"

/// Why the script engine may import nothing of ours: it reads bytes and writes bytes, and
/// the command line gives it words and strings.
let scriptEngine = "the script engine is machinery that depends on nothing of ours"

/// Why the codecs of foreign formats may import no layer but `Domain`: a todo.txt file or a
/// Taskwarrior export is one more adapter at the edge, tested and fuzzed alone; it needs the
/// domain's rules (what a text may be, why an entry is skipped), and nothing above them.
let interchange =
  "the foreign-format codecs are an adapter at the edge: they import no layer but Domain"

/// Why the calendar may import nothing of ours: it is pure arithmetic on dates that the
/// engines, the codecs and the services all share.
let calendar = "the civil calendar is pure date arithmetic that depends on nothing of ours"

/// Why the domain may import nothing of ours: its rules (the text rule included) are the
/// centre every other target depends on; an adapter that needs one imports the domain.
let domain = "the domain depends on nothing of ours: an adapter that needs a rule imports Domain"

/// Why the teaching path never imports an engine: a learner reads the pattern there, and the
/// machinery stays behind the gateways and the composition root.
let teachingPath = "the teaching path (Domain, Services, Presenters) imports no engine"

/// Layer rules that hold whatever Package.swift declares: a change to the manifest cannot
/// quietly give a layer a dependency the architecture forbids.
let forbidden: [(importer: String, imported: String, why: String)] = [
  ("Presenters", "Domain", "presenters see only the services' presentation models, never entities"),
  ("Presenters", "Repositories", "presenters talk to services, never to gateways"),
  ("Services", "Repositories", "services reach storage only through the ports in Domain"),
  ("Services", "Presenters", "services know nothing of presenters or views"),
  ("Domain", "Services", "the domain depends on nothing of ours"),
  ("Domain", "Repositories", "the domain depends on nothing of ours"),
  ("TerminalEngine", "Domain", engine),
  ("TerminalEngine", "Services", engine),
  ("TerminalEngine", "Presenters", engine),
  ("TerminalEngine", "Repositories", engine),
  ("Services", "TerminalEngine", "services hold no screen mechanics: a view is one more view"),
  ("Presenters", "TerminalEngine", "presenters only connect; terminals are the views' business"),
  ("Domain", "TerminalEngine", "the domain depends on nothing of ours"),
  ("StoreEngine", "Services", storeEngine),
  ("StoreEngine", "Presenters", storeEngine),
  ("StoreEngine", "Repositories", storeEngine),
  ("StoreEngine", "TerminalEngine", storeEngine),
  ("StoreEngine", "PasswordHashing", storeEngine),
  ("ScriptEngine", "Domain", scriptEngine),
  ("ScriptEngine", "Services", scriptEngine),
  ("ScriptEngine", "Presenters", scriptEngine),
  ("ScriptEngine", "Repositories", scriptEngine),
  ("ScriptEngine", "StoreEngine", scriptEngine),
  ("ScriptEngine", "TerminalEngine", scriptEngine),
  ("TaskInterchange", "Services", interchange),
  ("TaskInterchange", "Presenters", interchange),
  ("TaskInterchange", "Repositories", interchange),
  ("TaskInterchange", "StoreEngine", interchange),
  ("TaskInterchange", "ScriptEngine", interchange),
  ("TaskInterchange", "TerminalEngine", interchange),
  ("Domain", "TaskInterchange", teachingPath),
  ("Services", "TaskInterchange", teachingPath),
  ("Presenters", "TaskInterchange", teachingPath),
  (
    "Repositories", "TaskInterchange",
    "gateways store tasks; reading foreign files is the command line's"
  ),
  ("Domain", "StoreEngine", teachingPath),
  ("Services", "StoreEngine", teachingPath),
  ("Presenters", "StoreEngine", teachingPath),
  ("Domain", "ScriptEngine", teachingPath),
  ("Services", "ScriptEngine", teachingPath),
  ("Presenters", "ScriptEngine", teachingPath),
]

/// Every layer rule: the list above, and those of the calendar and the domain, which import
/// nothing of ours.
let rules =
  forbidden
  + [
    "SystemInterface", "Domain", "Services", "Presenters", "Repositories", "PasswordHashing",
    "StoreEngine", "ScriptEngine", "TerminalEngine", "TaskInterchange",
  ].map { (importer: "CivilCalendar", imported: $0, why: calendar) }
  + [
    "SystemInterface", "Services", "Presenters", "Repositories", "PasswordHashing",
    "StoreEngine", "ScriptEngine", "TerminalEngine", "TaskInterchange", "CivilCalendar",
  ].map { (importer: "Domain", imported: $0, why: domain) }

/// The only targets that may import `CLI`: it is the outermost layer.
let cliImporters: Set<String> = ["puremvp", "puremvp-bench", "CLITests"]

struct Target {
  let name: String
  let directory: String
  let dependencies: Set<String>
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("check-dependencies: \(message)\n".utf8))
  exit(2)
}

let input = FileHandle.standardInput.readDataToEndOfFile()
guard let manifest = try? JSONSerialization.jsonObject(with: input) as? [String: Any],
  let targetList = manifest["targets"] as? [[String: Any]]
else { fail("standard input is not the JSON of `swift package dump-package`") }

var targets: [Target] = []
for entry in targetList {
  guard let name = entry["name"] as? String, let type = entry["type"] as? String else {
    fail("a target without a name or type")
  }
  var dependencies: Set<String> = []
  for dependency in entry["dependencies"] as? [[String: Any]] ?? [] {
    for kind in ["byName", "target", "product"] {
      if let fields = dependency[kind] as? [Any], let module = fields.first as? String {
        dependencies.insert(module)
      }
    }
  }
  let defaultRoot = type == "test" ? "Tests" : "Sources"
  let directory = entry["path"] as? String ?? "\(defaultRoot)/\(name)"
  targets.append(Target(name: name, directory: directory, dependencies: dependencies))
}
let packageModules = Set(targets.map(\.name))

// `@testable import X`, `package import X`, `import struct X.Y`, `@_exported import X`...
let importPattern = try NSRegularExpression(
  pattern:
    #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
)

var problems: [String] = []
let files = FileManager.default
for target in targets {
  guard let enumerator = files.enumerator(atPath: target.directory) else { continue }
  for case let relative as String in enumerator where relative.hasSuffix(".swift") {
    let path = "\(target.directory)/\(relative)"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      problems.append("\(path): cannot be read")
      continue
    }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(line)
      let range = NSRange(line.startIndex..., in: line)
      guard let match = importPattern.firstMatch(in: line, range: range),
        let moduleRange = Range(match.range(at: 1), in: line)
      else { continue }
      let module = String(line[moduleRange])
      let place = "\(path):\(index + 1)"
      if let rule = rules.first(where: { $0.importer == target.name && $0.imported == module }) {
        problems.append("\(place): \(target.name) must not import \(module): \(rule.why)")
      } else if module == "CLI", !cliImporters.contains(target.name) {
        problems.append(
          "\(place): \(target.name) must not import CLI: nothing depends on the outermost layer")
      } else if packageModules.contains(module), module != target.name,
        !target.dependencies.contains(module)
      {
        problems.append(
          "\(place): \(target.name) imports \(module), which its target does not declare in "
            + "Package.swift (a module reachable only through another dependency is not allowed)")
      } else if !packageModules.contains(module), !systemModules.contains(module) {
        problems.append("\(place): \(target.name) imports \(module), which is no known module")
      }
    }
  }
}

// The manifest itself must not give a layer what the rules forbid.
for target in targets {
  for rule in rules
  where rule.importer == target.name && target.dependencies.contains(rule.imported) {
    problems.append("Package.swift: \(target.name) depends on \(rule.imported): \(rule.why)")
  }
  if target.dependencies.contains("CLI"), !cliImporters.contains(target.name) {
    problems.append(
      "Package.swift: \(target.name) depends on CLI: nothing depends on the outermost layer")
  }
}

if problems.isEmpty {
  print("dependency rule: \(targets.count) targets checked, every import allowed")
  exit(0)
}
for problem in problems { print("dependency rule: \(problem)") }
exit(1)
