import Domain
import Repositories
import StoreEngine
import TestSupport
import Testing

/// Every text the domain accepts comes back from the file store byte for byte: a property
/// checked over random texts made of the characters most likely to break a record (control
/// characters, the escape character, line ends of every kind, marks with nothing to combine
/// with, a byte order mark) and of any other Unicode scalar.
@Suite struct TaskTextRoundTripTests {
  private static let awkward: [Unicode.Scalar] =
    (0x00...0x20).compactMap(Unicode.Scalar.init)
    + (0x7F...0xA0).compactMap(Unicode.Scalar.init)
    + [
      "\\", "n", "r", "#", "\u{301}", "\u{200D}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}",
      "\u{3000}", "👨", "🇪",
    ]

  private static func randomText(_ generator: inout SplitMix64) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<generator.below(12) {
      if generator.below(4) == 0 {
        // Any scalar: a value from the whole range, surrogates excepted.
        let value = UInt32(generator.below(0x11_0000))
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      } else {
        scalars.append(awkward[generator.below(awkward.count)])
      }
    }
    return String(scalars)
  }

  @Test func everyAcceptedTextIsReadBackByteForByte() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var generator = SplitMix64(seed: 19)
    var written: [(id: TaskID, bytes: [UInt8])] = []
    var refusedForNul = 0
    let store = StoreDirectory(path: directory.path, mode: .readWrite)
    let repository = FileTaskRepository(directory: store)
    for _ in 0..<3_000 {
      let raw = Self.randomText(&generator)
      let text: TaskText
      do throws(DomainError) {
        text = try TaskText(raw)
      } catch .invalidTaskText {
        #expect(raw.utf8.contains(0), "only a NUL makes a text invalid: \(raw.debugDescription)")
        refusedForNul += 1
        continue
      } catch {
        continue
      }
      // Half as new tasks (`A` records), half as edits of the previous one (`M` records).
      if let last = written.last, generator.below(2) == 0 {
        var edited = try #require(try repository.task(withID: last.id))
        edited.text = text
        try repository.update([edited])
        written[written.count - 1].bytes = Array(text.value.utf8)
      } else {
        let task = try repository.add(text)
        written.append((task.id, Array(text.value.utf8)))
      }
    }
    try store.close()
    #expect(refusedForNul > 0 && written.count > 1_000, "the texts exercise both outcomes")

    let reopened = StoreDirectory(path: directory.path, mode: .readWrite)
    let tasks = try FileTaskRepository(directory: reopened).all()
    try reopened.close()
    #expect(tasks.map(\.id) == written.map(\.id))
    for (task, expected) in zip(tasks, written) where Array(task.text.value.utf8) != expected.bytes
    {
      Issue.record(
        "\(task.id): \(task.text.value.debugDescription) came back for \(String(decoding: expected.bytes, as: UTF8.self).debugDescription)"
      )
    }
  }
}
