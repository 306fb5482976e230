import Foundation
import Repositories
import Testing

/// Runs the built `puremvp` on a login flow with a file store and looks for the password
/// and the session token everywhere the program writes — standard output in text and JSON,
/// standard error with `--trace`, every store file: they must appear nowhere.
@Suite struct LoginSecretsTests {
  static let password = "Tr0ub4dor-and-3"

  @Test func passwordAndTokenNeverReachOutputOrStore() throws {
    let store = FileManager.default.temporaryDirectory
      .appendingPathComponent("puremvp-secrets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: store) }
    let script = store.appendingPathExtension("script")
    defer { try? FileManager.default.removeItem(at: script) }
    try """
    login register ana@example.com \(Self.password) Ana
    login email ana@example.com
    login password \(Self.password)
    login submit
    login as ana@example.com \(Self.password)
    login status
    login as ana@example.com wrong-\(Self.password)
    """.write(to: script, atomically: true, encoding: .utf8)

    var written = ""
    // A seed per process, so that one process's token is never the other's salt.
    let runs: [(options: [String], seed: Int)] = [
      (["--format", "text"], 42), (["--format", "json"], 43), (["--trace"], 44),
    ]
    for (options, seed) in runs {
      let result = try BinaryRunner.run(
        ["--store", store.path, "--seed", String(seed), "--now", "2026-01-01T09:00:00Z"]
          + options + ["--keep-going", "run", script.path])
      #expect(result.status == 1)
      #expect(result.stdout.contains("ana@example.com"))
      written += result.stdout + result.stderr
    }
    // The trace did cross the layers with the password in hand, masked.
    #expect(written.contains("onPassword(password: ••••••)"))
    for file in try FileManager.default.contentsOfDirectory(atPath: store.path) {
      written += try String(contentsOf: store.appendingPathComponent(file), encoding: .utf8)
    }
    #expect(!written.contains(Self.password))
    // Tokens are drawn from these streams; no word of them may show in any form. The first
    // process draws the account's salt first (2 words), which the store keeps on purpose.
    for (seed, saltWords) in [(UInt64(42), 2), (43, 0), (44, 0)] {
      let random = SeededRandomSource(seed: seed)
      for index in 0..<32 {
        let word = random.next()
        guard index >= saltWords else { continue }
        for text in [hex(word), hex(word).uppercased(), hex(word.byteSwapped), String(word)] {
          #expect(!written.contains(text), "random word \(text) of seed \(seed) leaked")
        }
      }
    }
  }

  private func hex(_ word: UInt64) -> String {
    let text = String(word, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }

  /// A value without `@` typed into the email field may be the password in the wrong field:
  /// `login email` answers it masked, in text and JSON (as the trace and the errors do); a
  /// value with `@` is shown, lowercased.
  @Test(arguments: ["text", "json"])
  func theFormStateMasksAnEmailWithoutAnAt(format: String) throws {
    let run = try BinaryRunner.run(
      ["--in-memory", "--format", format, "run", "-"],
      stdin: Data("login email Tr0ub4dor-and-3\nlogin email Ana@Example.com\n".utf8))
    #expect(run.status == 0, "\(run)")
    #expect(!run.stdout.lowercased().contains("tr0ub4dor"), "\(run.stdout)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2, "\(run.stdout)")
    if format == "json" {
      #expect(lines.first?.contains("\"email\":\"••••••\"") == true, "\(run.stdout)")
      #expect(lines.last?.contains("\"email\":\"ana@example.com\"") == true, "\(run.stdout)")
    } else {
      #expect(lines.first?.hasPrefix("Email: •••••• · ") == true, "\(run.stdout)")
      #expect(lines.last?.hasPrefix("Email: ana@example.com · ") == true, "\(run.stdout)")
    }
  }

  /// The trace masks it too, once: the model arrives masked, and is not quoted as typed text.
  @Test func theTraceShowsTheMaskedFormOnce() throws {
    let run = try BinaryRunner.run(
      ["--in-memory", "--trace", "login", "email", "Tr0ub4dor-and-3"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("showForm(LoginFormModel(••••••, password empty, cannot submit))"))
    #expect(!(run.stdout + run.stderr).lowercased().contains("tr0ub4dor"))
  }

  /// `run --echo` prints each line before its result: a password argument, and a value
  /// without `@` where an email goes, are masked there as the trace and the errors mask
  /// them. One case per command that takes a password or an email.
  @Test(arguments: [
    ("login password Sekr3tXYZ99", "> login password ••••••"),
    ("login as ana@example.com Sekr3tXYZ99", "> login as ana@example.com ••••••"),
    (
      "login register ana@example.com Sekr3tXYZ99 Ana",
      "> login register ana@example.com •••••• Ana"
    ),
    ("login email Sekr3tXYZ99", "> login email ••••••"),
  ])
  func runEchoMasksThePassword(line: String, echoed: String) throws {
    let run = try BinaryRunner.run(
      ["--in-memory", "--keep-going", "run", "--echo", "-"], stdin: Data((line + "\n").utf8))
    #expect(run.stdout.hasPrefix(echoed + "\n"), "\(run.stdout)")
    #expect(!(run.stdout + run.stderr).contains("Sekr3t"), "\(run)")
  }

  /// However the line is written: flags before the arguments, `--`, `-h`, an unknown flag,
  /// words past the last argument (a password with spaces, unquoted), a quoted password.
  @Test(arguments: [
    ("login as --help Sekr3tXYZ99", "> login as --help ••••••"),
    ("login as -h ana@example.com Sekr3tXYZ99", "> login as -h ana@example.com ••••••"),
    ("login as -- ana@example.com Sekr3tXYZ99", "> login as -- ana@example.com ••••••"),
    (
      "login register --name Ana ana@example.com Sekr3tXYZ99",
      "> login register --name Ana ana@example.com ••••••"
    ),
    (
      "login register --name=Ana Sekr3tXYZ99 Sekr3tXYZ99",
      "> login register --name=Ana •••••• ••••••"
    ),
    (
      "login as ana@example.com my Sekr3t phrase", "> login as ana@example.com •••••• •••••• ••••••"
    ),
    ("login as ana@example.com \"my Sekr3t\"", "> login as ana@example.com ••••••"),
    (
      "login as ana@example.com --pasword=Sekr3t", "> login as ana@example.com --pasword=••••••"
    ),
  ])
  func runEchoMasksThePasswordHoweverTheLineIsWritten(line: String, echoed: String) throws {
    let run = try BinaryRunner.run(
      ["--in-memory", "--keep-going", "run", "--echo", "-"], stdin: Data((line + "\n").utf8))
    #expect(run.stdout.hasPrefix(echoed + "\n"), "\(run.stdout)")
    #expect(!(run.stdout + run.stderr).contains("Sekr3t"), "\(run)")
  }
}
