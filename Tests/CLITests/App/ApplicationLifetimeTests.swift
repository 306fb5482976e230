import ScriptEngine
import TestSupport
import Testing

@testable import CLI

/// The console is made before the application and may outlive it: once the application is
/// gone, writing to the console must not call back into it.
@Suite struct ApplicationLifetimeTests {
  @Test func theConsoleNoLongerCallsAnApplicationThatIsGone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    var options = Options()
    options.store = .store(store)
    let output = OutputBuffer(descriptor: -1)
    let console = Console(
      format: .text, useColor: false, useColorOnErrors: false, out: output, err: output)
    do {
      let application = Application(
        options: options, language: .english, storePath: store, console: console)
      #expect(output.willWrite != nil)
      _ = application.execute(
        CommandWords(["tasks", "add", "x"]), at: CommandOrigin(source: nil, line: 1))
      #expect(!application.finish())
    }
    // Gone, and its hook with it: the write below would otherwise reach a freed application.
    #expect(output.willWrite == nil)
    output.write("after\n")
    output.flush()
    #expect(!output.hasFailed)
  }
}
