import TerminalEngine
import Testing

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home),
    ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp),
    ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab), ("\u{1B}OP", .function(1)),
    ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)), ("\u{1B}[1;5A", .up),
    ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace),
    ("\u{8}", .backspace), ("\u{3}", .control("c")), ("\u{1A}", .control("z")),
    ("a", .character("a")), (" ", .character(" ")), ("é", .character("é")),
    ("★", .character("★")), ("😀", .character("😀")),
    ("\u{1B}[<0;5;3M", .mouse(MouseEvent(button: .left, column: 4, row: 2, isPress: true))),
    ("\u{1B}[<0;80;24m", .mouse(MouseEvent(button: .left, column: 79, row: 23, isPress: false))),
    ("\u{1B}[<64;1;1M", .mouse(MouseEvent(button: .wheelUp, column: 0, row: 0, isPress: true))),
  ])
  func decodesOneKey(bytes: String, key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(bytes.utf8)) == [key])
    #expect(!decoder.hasPending)
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.decode(Array("Bx".utf8)) == [.down, .character("x")])
  }

  @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
    var decoder = KeyDecoder()
    let bytes = Array("€".utf8)
    #expect(decoder.decode(bytes[0..<2]).isEmpty)
    #expect(decoder.decode(bytes[2...]) == [.character("€")])
  }

  @Test func aLoneEscapeIsAKeyOnceTheInputIsQuiet() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
  }

  @Test func invalidUTF8BecomesAReplacementCharacter() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
  }

  @Test(arguments: [
    ("Enter", Key.enter), ("Tab", .tab), ("Shift-Tab", .backTab), ("Ctrl-C", .control("c")),
    ("Escape", .escape), ("Space", .character(" ")), ("F2", .function(2)), ("x", .character("x")),
    ("PageDown", .pageDown),
  ])
  func scriptNamesNameKeys(name: String, key: Key) {
    #expect(Key(name: name) == key)
  }

  @Test(arguments: ["", "Ctrl-", "F13", "Shift-Enter", "ab"])
  func unknownNamesAreRefused(name: String) {
    #expect(Key(name: name) == nil)
  }

  // A key of text is a whole character, as a key script's `text` line reads it: a letter
  // and its accent are one key, never the letter (a shortcut) and then the accent.

  @Test(arguments: [
    "a\u{301}", "e\u{301}\u{302}", "🇫🇷", "👍🏽", "👩\u{200D}👩\u{200D}👧", "1\u{FE0F}\u{20E3}",
  ])
  func aCharacterOfSeveralScalarsIsOneKey(text: String) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(text.utf8)) == [.character(Character(text))])
    #expect(!decoder.hasPending)
  }

  @Test func charactersTypedTogetherAreEachAKey() {
    var decoder = KeyDecoder()
    let text = "a\u{301}b🇫🇷🇪🇸 x"
    #expect(decoder.decode(Array(text.utf8)) == text.map { Key.character($0) })
  }

  @Test func anAccentCutFromItsLetterByTheReadWaitsForItsLastByte() {
    var decoder = KeyDecoder()
    let bytes = Array("a\u{301}".utf8)
    #expect(decoder.decode(bytes[0..<2]).isEmpty)
    #expect(decoder.decode(bytes[2...]) == [.character("a\u{301}")])
  }

  @Test func aLetterAtTheEndOfAFullReadWaitsForWhatFollows() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("xa".utf8), moreFollows: true) == [.character("x")])
    #expect(decoder.decode(Array("\u{301}y".utf8)) == [.character("a\u{301}"), .character("y")])
  }

  @Test func aLetterHeldForWhatFollowsIsAKeyWhenNothingDoes() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("a".utf8), moreFollows: true).isEmpty)
    #expect(decoder.flush() == [.character("a")])
    #expect(!decoder.hasPending)
  }

  @Test func aKeyBetweenALetterAndAnAccentKeepsThemApart() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("a\t\u{301}".utf8)) == [.character("a"), .tab, .character("\u{301}")])
  }
}
