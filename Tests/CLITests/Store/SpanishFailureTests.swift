import Foundation
import TestSupport
import Testing

/// Under `--lang es`, a store, fixture, script or output failure is one Spanish line: the
/// reason the system gave is worded by the catalog too, never left in the C library's
/// English inside a Spanish sentence.
@Suite struct SpanishFailureTests {
  /// Words of the C library's English texts, and of the program's English messages, that
  /// must not show up in a Spanish run (the `error:` marker is kept on purpose).
  private static let englishWords = [
    "cannot", "such", "file", "directory", "denied", "permitted", "space", "large", "read",
    "write", "levels", "links", "too", "long", "not ", "store",
  ]

  private func expectSpanish(
    _ run: GuardedRun, status: Int32, stderr expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!run.timedOut, sourceLocation: sourceLocation)
    #expect(run.result.status == status, sourceLocation: sourceLocation)
    #expect(run.result.stderr == expected, sourceLocation: sourceLocation)
    // The paths are the test's own (`…/store/tasks`): only the words around them count.
    let words = run.result.stderr.split(whereSeparator: \.isWhitespace)
      .filter { !$0.contains("/") }.joined(separator: " ").lowercased()
    for word in Self.englishWords {
      #expect(
        !words.contains(word), "English '\(word)' in: \(words)", sourceLocation: sourceLocation)
    }
  }

  private func shell(_ command: String, _ arguments: [String]) throws -> GuardedRun {
    try GuardedRunner.run(
      ["-c", command, GoldenCase.binary.path] + arguments,
      program: URL(fileURLWithPath: "/bin/sh"))
  }

  @Test func missingFixtures() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("absent")
    let run = try GuardedRunner.run(["--lang", "es", "--fixtures", path, "tasks", "list"])
    expectSpanish(
      run, status: 65,
      stderr: "puremvp: error: \(path): no se puede leer: no es un directorio legible\n")
  }

  @Test func aStorePathThatIsAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.file("file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    for store in [file, file + "/store"] {
      let run = try GuardedRunner.run(["--lang", "es", "--store", store, "tasks", "add", "x"])
      expectSpanish(
        run, status: 74,
        stderr: "puremvp: error: \(file): no se puede escribir: no es un directorio\n")
    }
  }

  #if os(Linux)
    /// `/proc` takes no new directories: the store's parent cannot be made.
    @Test func aStoreWhoseParentCannotBeMade() throws {
      let run = try GuardedRunner.run(
        ["--lang", "es", "--store", "/proc/puremvp-none/store", "tasks", "add", "x"])
      expectSpanish(
        run, status: 74,
        stderr:
          "puremvp: error: /proc/puremvp-none: no se puede escribir: "
          + "No existe el archivo o el directorio\n")
    }
  #endif

  @Test func aStoreThatIsALinkLoop() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let loop = directory.file("loop")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
    let run = try GuardedRunner.run(["--lang", "es", "--store", loop, "tasks", "add", "x"])
    expectSpanish(
      run, status: 74,
      stderr:
        "puremvp: error: \(loop): no se puede escribir: Demasiados niveles de enlaces simbólicos\n")
  }

  @Test func aFIFOAsTheTasksFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    try FileManager.default.createDirectory(
      atPath: store, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    #expect(mkfifo(store + "/tasks", 0o600) == 0)
    let run = try GuardedRunner.run(["--lang", "es", "--store", store, "tasks", "list"])
    expectSpanish(
      run, status: 65,
      stderr: "puremvp: error: \(store)/tasks: no se puede leer: no es un archivo normal\n")
  }

  @Test func aCorruptTasksFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("store")
    try FileManager.default.createDirectory(
      atPath: store, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    try Data("puremvp-tasks 2\nA 1 -- - - - ok\nwhat\n".utf8).write(
      to: URL(fileURLWithPath: store + "/tasks"))
    chmod(store + "/tasks", 0o600)
    let run = try GuardedRunner.run(["--lang", "es", "--store", store, "tasks", "list"])
    expectSpanish(
      run, status: 65,
      stderr:
        "puremvp: error: \(store)/tasks:3: archivo del almacén corrupto: registro mal formado\n")
  }

  /// A file-size limit makes the store's write fail as a full disk does.
  @Test func aStoreWriteThatHitsTheFileSizeLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("adds.script")
    let lines = (1...100).map { "tasks add a task long enough to fill a block, \($0)\n" }
    try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: script))
    let store = directory.file("store")
    let run = try shell(
      "ulimit -f 1; exec \"$0\" --lang es --store \"$1\" run \"$2\" >/dev/null", [store, script])
    let line = try #require(
      run.result.stderr.firstMatch(of: /adds\.script:(\d+):/).map { String($0.1) })
    expectSpanish(
      run, status: 74,
      stderr:
        "\(script):\(line): error: \(store)/tasks: no se puede escribir: "
        + "Archivo demasiado grande; no se guardó nada desde la línea \(line)\n")
  }

  @Test func aFullStandardOutput() throws {
    let run = try shell("exec \"$0\" --lang es --in-memory tasks list >/dev/full", [])
    expectSpanish(
      run, status: 74,
      stderr:
        "puremvp: error: no se puede escribir la salida estándar: "
        + "No queda espacio en el dispositivo\n")
  }

  @Test func aMissingScript() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let script = directory.file("absent.script")
    let run = try GuardedRunner.run(["--lang", "es", "--in-memory", "run", script])
    expectSpanish(
      run, status: 66,
      stderr:
        "puremvp: error: no se puede abrir el script '\(script)': "
        + "No existe el archivo o el directorio\n")
  }

  @Test func aScriptThatCannotBeRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try shell("exec \"$0\" --lang es --in-memory run - <\"$1\"", [directory.path])
    expectSpanish(
      run, status: 64, stderr: "<stdin>:1: error: no se puede leer el script: Es un directorio\n")
  }

  @Test func aTraceFileThatCannotBeOpened() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let trace = directory.file("absent/trace")
    let run = try GuardedRunner.run(
      ["--lang", "es", "--in-memory", "--trace-file", trace, "tasks", "list"])
    expectSpanish(
      run, status: 74,
      stderr:
        "puremvp: error: no se puede abrir el archivo de traza '\(trace)': "
        + "No existe el archivo o el directorio\n")
  }
}
