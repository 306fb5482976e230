import ScriptEngine
import Services
import Testing

@testable import CLI

/// Every program verb has its help, from its declaration, where it can be typed; the
/// parser finds every verb of the command line.
@Suite struct ProgramVerbHelpTests {
  private let help = Help(application: Application.detached())

  @Test(arguments: ProgramVerb.typed(at: .commandLine))
  func everyVerbOfTheCommandLineHasItsHelpAndIsParsed(verb: ProgramVerb) throws {
    let text = try help.text(feature: verb.name, command: nil)
    #expect(text.hasPrefix("puremvp \(verb.name): "))
    #expect(text.contains("puremvp [OPTIONS] \(verb.usage)\n"))
    #expect(try help.text(feature: nil, command: nil).contains(verb.usage))
    let parser = OptionParser(catalog: CommandLineCatalog(language: .english))
    #expect(try parser.parse(["help", verb.name]).1 == .help(feature: verb.name, command: nil))
  }

  @Test(arguments: ProgramVerb.typed(at: .session))
  func everyVerbOfTheSessionHasItsHelpThere(verb: ProgramVerb) throws {
    let text = try help.text(feature: verb.name, command: nil, at: .session)
    #expect(text.contains("\n  \(verb.usage)\n"))
  }

  /// The session's own words are no command-line verbs: `puremvp exit` is a feature name
  /// nobody declared, as before.
  @Test func aVerbOfTheSessionAloneIsNoVerbOfTheCommandLine() throws {
    let parser = OptionParser(catalog: CommandLineCatalog(language: .english))
    #expect(try parser.parse(["exit"]).1 == .command(["exit"]))
    #expect(throws: UsageError.self) { try help.text(feature: "exit", command: nil) }
  }
}
