import Domain
import Testing

/// A row's text is part of a string given by two UTF-8 offsets (`TextPart`), which a list's
/// rows share: read back as UTF-8, it must be the bytes between the offsets, whatever the
/// string holds, and offsets past the end read as the end.
@Suite struct TextPartTests {
  private static let sources = ["", "a", "Task number 1Task number 22", "café ✓ 漢字 🇪🇸\u{85}\t"]

  @Test func aPartIsTheBytesBetweenItsOffsets() {
    for source in Self.sources {
      let bytes = Array(source.utf8)
      for start in 0...bytes.count + 2 {
        for end in start...bytes.count + 3 {
          let part = TextPart(of: source, at: start..<end)
          let kept = min(start, bytes.count)..<min(end, bytes.count)
          #expect(Array(part.utf8) == Array(bytes[kept]), "\(source) \(start)..<\(end)")
        }
      }
    }
  }

  /// The part a `Substring.UTF8View` is, and the whole of a string: the same bytes, of the
  /// same string.
  @Test func aPartOfAViewOrAStringIsTheSame() {
    for source in Self.sources {
      #expect(Array(TextPart(source).utf8) == Array(source.utf8))
      #expect(TextPart(source).utf8Offsets == 0..<source.utf8.count)
      // Between every two places where a scalar starts, or the end.
      let places = Array(source.unicodeScalars.indices) + [source.endIndex]
      for (index, start) in places.enumerated() {
        for end in places[index...] {
          let view = source.utf8[start..<end]
          let part = TextPart(view)
          #expect(part.source == source)
          #expect(Array(part.utf8) == Array(view))
        }
      }
    }
  }
}
