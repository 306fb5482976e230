import Foundation
import SystemInterface
import TestSupport
import Testing

/// A full disk met at every point of a write: whatever is cut short, what the binary says
/// (its output and exit code) agrees with what the store holds afterwards. No command is
/// reported saved that is not, none reported lost that is saved.
@Suite struct FullDiskCampaignTests {
  private let now = "2026-01-01T09:00:00Z"

  /// A store directory in `directory` holding `text` as its `tasks` file.
  private func makeStore(_ name: String, in directory: TemporaryDirectory, tasks text: String)
    throws -> String
  {
    let store = directory.file(name)
    try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: false)
    chmod(store, 0o700)
    try FullDisk.write(text, to: store + "/tasks")
    return store
  }

  @Test func aCompactionCutShortAtAnyByteIsOneNoteAndLeavesTheFileAsItWas() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try makeStore("store", in: directory, tasks: FullDisk.dueStore(tasks: 1))
    let before = FullDisk.bytes(store + "/tasks")
    // What the compaction writes, from a run without a limit on a copy.
    let copy = directory.file("copy")
    try FullDisk.copyStore(store, to: copy)
    let free = try FullDisk.run(["--store", copy, "tasks", "list"], limit: nil)
    #expect(free.status == 0 && free.stderr.isEmpty, "\(free.stderr)")
    let compacted = FullDisk.bytes(copy + "/tasks")
    try #require(compacted.count < before.count, "the compaction was due")
    for limit in FullDisk.limits(from: 0, through: compacted.count - 1) {
      // A reading command: nothing of its own to save, and the compaction cut short.
      let run = try FullDisk.run(["--store", store, "tasks", "list"], limit: limit)
      let saidOnce = run.stderr.wholeMatch(
        of: /puremvp: note: .+\/tasks was not compacted: File too large; [^\n]+\n/)
      let intact =
        FullDisk.bytes(store + "/tasks") == before
        && FullDisk.names(in: store) == [".lock", "tasks"]
      #expect(run.status == 0, "limit \(limit): \(run.stderr)")
      #expect(run.stdout == free.stdout, "limit \(limit)")
      #expect(saidOnce != nil, "limit \(limit): \(run.stderr)")
      #expect(intact, "limit \(limit): the file or the directory changed")
      if run.status != 0 || saidOnce == nil || !intact { break }
    }
    // With room for the whole compacted file, it is written.
    let fits = try FullDisk.run(
      ["--store", store, "tasks", "list"],
      limit: FullDisk.limits(from: compacted.count, through: compacted.count + 511)[0])
    #expect(fits.status == 0 && fits.stderr.isEmpty, "\(fits.stderr)")
    #expect(FullDisk.bytes(store + "/tasks") == compacted)
  }

  /// Every command that changes tasks, each run on `dueStore(tasks: 3)`.
  private func mutations(importing file: String) -> [[String]] {
    [
      ["tasks", "add", "buy milk"], ["tasks", "edit", "1", "new text"],
      ["tasks", "complete", "1"], ["tasks", "reopen", "2"], ["tasks", "favorite", "1"],
      ["tasks", "unfavorite", "3"], ["tasks", "toggle", "1"], ["tasks", "toggle-favorite", "2"],
      ["tasks", "complete-all"], ["tasks", "toggle-all"], ["tasks", "remove", "1", "3"],
      ["tasks", "clear-completed"], ["tasks", "remove-all"], ["tasks", "undo"],
      ["tasks", "import", file],
    ]
  }

  @Test func everyCommandCutShortIsNotSavedAndSaysSoAndOneThatFitsIsSaved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let importFile = directory.file("todo.txt")
    try FullDisk.write("x 2026-01-01 done task\nplain task\n", to: importFile)
    let due = try makeStore("due", in: directory, tasks: FullDisk.dueStore(tasks: 3))
    // The same tasks and the same last ten changes, in a file too short to compact: how many
    // bytes a command appends, known from a run on it.
    var short = FullDisk.dueStore(tasks: 3).split(separator: "\n", omittingEmptySubsequences: false)
    short.removeSubrange(4..<(4 + 1_090))
    let small = try makeStore("small", in: directory, tasks: short.joined(separator: "\n"))
    let work = directory.file("work")
    let options = ["--now", now, "--seed", "7"]
    for words in mutations(importing: importFile) {
      let label = words.joined(separator: " ")
      try FullDisk.copyStore(small, to: work)
      let sizeBefore = FullDisk.bytes(work + "/tasks").count
      let sized = try FullDisk.run(options + ["--store", work] + words, limit: nil)
      #expect(sized.status == 0, "\(label): \(sized.stderr)")
      let appended = FullDisk.bytes(work + "/tasks").count - sizeBefore
      try #require(appended > 0, "\(label) writes")
      // What the store holds after the command, when it is saved.
      try FullDisk.copyStore(due, to: work)
      let saved = try FullDisk.run(options + ["--store", work] + words, limit: nil)
      #expect(saved.status == 0 && saved.stderr.isEmpty, "\(label): \(saved.stderr)")
      let savedList = try FullDisk.run(
        ["--store", work, "--format", "json", "tasks", "list"], limit: nil)

      try FullDisk.copyStore(due, to: work)
      let before = FullDisk.bytes(work + "/tasks")
      for limit in FullDisk.limits(from: before.count, through: before.count + appended - 1) {
        let run = try FullDisk.run(options + ["--store", work] + words, limit: limit)
        #expect(run.status == 74, "\(label), limit \(limit): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(label), limit \(limit): acknowledged \(run.stdout)")
        #expect(
          run.stderr.contains("; the command was not saved"),
          "\(label), limit \(limit): \(run.stderr)")
        #expect(
          FullDisk.bytes(work + "/tasks") == before, "\(label), limit \(limit): the file changed")
        #expect(FullDisk.names(in: work) == [".lock", "tasks"], "\(label), limit \(limit)")
      }
      // With room for its records the command is saved, and the compaction after it runs.
      let fits = try FullDisk.run(
        options + ["--store", work] + words,
        limit: FullDisk.limits(
          from: before.count + appended, through: before.count + appended + 511)[0])
      #expect(fits.status == 0 && fits.stderr.isEmpty, "\(label): \(fits.stderr)")
      #expect(fits.stdout == saved.stdout, "\(label)")
      let list = try FullDisk.run(
        ["--store", work, "--format", "json", "tasks", "list"], limit: nil)
      #expect(list == savedList, "\(label)")
      #expect(FullDisk.bytes(work + "/tasks").count < before.count, "\(label): compacted")
    }
  }
}
