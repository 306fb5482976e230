import Foundation
import Services
import Testing

@testable import CLI

/// The committed man page is the one the declarations generate; `RECORD_FIXTURES=1 swift
/// test` rewrites it after a change to a command or an option.
@Suite struct ManPageTests {
  @Test func theCommittedManPageIsTheGeneratedOne() throws {
    let url = GoldenCase.packageRoot.appendingPathComponent("docs/puremvp.1")
    let generated = ManPage.generated()
    if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
      try Data(generated.utf8).write(to: url)
    }
    let committed = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(committed == generated)
  }

  @Test func everyCommandAndOptionIsOnThePage() {
    let page = ManPage.generated()
    for name in ["tasks add", "tasks clear\\-completed", "login register", "oracle ask"] {
      #expect(page.contains(".B \(name)"), "\(name)")
    }
    for option in GlobalOption.all {
      #expect(page.contains(option.name.replacingOccurrences(of: "-", with: "\\-")))
    }
    // The synopsis lists every verb of the command line, from its declaration.
    for verb in ProgramVerb.typed(at: .commandLine) {
      #expect(page.contains("[\\fIOPTIONS\\fR] \\fB\(verb.name)\\fR"), "\(verb.name)")
    }
  }
}
