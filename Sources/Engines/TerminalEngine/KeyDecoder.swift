/// Turns the bytes a terminal sends into keys: CSI and SS3 sequences, UTF-8 text, control
/// keys, Shift-Tab and SGR mouse reports.
///
/// A key of text is a whole character as a person sees it (a grapheme cluster): a letter
/// and the accents that follow it (`a` + U+0301), an emoji and its modifiers, a flag's two
/// letters. A key script's `text` line is read the same way, so a letter and its accent
/// are one key on a terminal and in a script alike.
///
/// Bytes may arrive split anywhere; an unfinished sequence waits for the next call. A lone
/// Escape cannot be told from the start of a sequence until no more bytes come, so the
/// reader calls `flush()` after a short quiet moment.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  package init() {}

  /// Whether bytes of an unfinished sequence are waiting.
  package var hasPending: Bool { !pending.isEmpty }

  /// The keys that `bytes`, after what was pending, complete. `moreFollows`: the caller
  /// knows that more bytes are already there (a paste longer than its buffer), so the
  /// last character waits for them, which may add an accent to it.
  package mutating func decode(_ bytes: some Sequence<UInt8>, moreFollows: Bool = false) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending(moreFollows: moreFollows, isFinal: false)
  }

  /// Ends what is pending: a lone Escape becomes `.escape`; an unfinished sequence is
  /// dropped after its Escape; a character held back for what might follow it is a key.
  package mutating func flush() -> [Key] {
    guard !pending.isEmpty else { return [] }
    if pending[0] == 0x1B {
      pending.removeAll()
      return [.escape]
    }
    var keys = decodePending(moreFollows: false, isFinal: true)
    if pending.first == 0x1B { keys.append(.escape) }
    pending.removeAll()
    return keys
  }

  /// The keys of the pending bytes; what they do not complete stays pending. Unless
  /// `isFinal`, a character at the end stays pending too when it may go on: more bytes
  /// follow, or a UTF-8 sequence cut short comes right after it.
  private mutating func decodePending(moreFollows: Bool, isFinal: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    // Where the last key's bytes start, when it is text that the next scalar may extend.
    var openText: Int?
    while index < pending.count {
      guard let (key, length) = Self.parse(pending, from: index) else { break }
      defer { index += length }
      guard case .character(let character)? = key else {
        openText = nil
        if let key { keys.append(key) }
        continue
      }
      // No ASCII character extends the one before it: only a non-ASCII one is tried.
      if openText != nil, !character.isASCII, case .character(let previous)? = keys.last {
        let joined = String(previous) + String(character)
        if joined.count == 1, let whole = joined.first {
          keys[keys.count - 1] = .character(whole)
          continue
        }
      }
      openText = index
      keys.append(.character(character))
    }
    let cutShort = index < pending.count && pending[index] >= 0x80
    if !isFinal, let start = openText, moreFollows || cutShort {
      keys.removeLast()
      index = start
    }
    pending.removeFirst(index)
    return keys
  }

  /// The key at `start` and how many bytes it took; `nil` when more bytes are needed.
  /// A `nil` key with a length skips bytes that mean nothing.
  private static func parse(_ bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    let byte = bytes[start]
    switch byte {
    case 0x1B:
      guard start + 1 < bytes.count else { return nil }
      switch bytes[start + 1] {
      case UInt8(ascii: "["): return parseCSI(bytes, from: start)
      case UInt8(ascii: "O"):
        guard start + 2 < bytes.count else { return nil }
        return (ss3Key(bytes[start + 2]), 3)
      case 0x1B: return (.escape, 1)
      default:
        // Alt plus a key: read as Escape, then the key.
        return (.escape, 1)
      }
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a")))), 1)
    case 0x00, 0x1C...0x1F: return (nil, 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return parseUTF8(bytes, from: start)
    }
  }

  private static func parseUTF8(_ bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    let lead = bytes[start]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.character("\u{FFFD}"), 1)
    }
    var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      guard start + offset < bytes.count else { return nil }
      let next = bytes[start + offset]
      guard next & 0xC0 == 0x80 else { return (.character("\u{FFFD}"), offset) }
      scalar = scalar << 6 | UInt32(next & 0x3F)
    }
    guard let value = Unicode.Scalar(scalar), !(0x80..<0xA0).contains(scalar) else {
      return (.character("\u{FFFD}"), length)
    }
    return (.character(Character(value)), length)
  }

  private static func parseCSI(_ bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    var index = start + 2
    while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.count else {
      // A sequence that never ends is not a key: give up after a sane length.
      return index - start > 32 ? (nil, index - start) : nil
    }
    let final = bytes[index]
    let length = index - start + 1
    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
    if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return (mouse(parameters.dropFirst(), isPress: final == UInt8(ascii: "M")), length)
    }
    let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    case UInt8(ascii: "H"): return (.home, length)
    case UInt8(ascii: "F"): return (.end, length)
    case UInt8(ascii: "Z"): return (.backTab, length)
    case UInt8(ascii: "~"): return (tildeKey(numbers.first ?? 0), length)
    default: return (nil, length)
    }
  }

  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil
    }
  }

  private static func ss3Key(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: nil
    }
  }

  /// `b;x;y` of an SGR report: the button code, then the 1-based column and row.
  private static func mouse(_ text: Substring, isPress: Bool) -> Key? {
    let fields = text.split(separator: ";").compactMap { Int($0) }
    guard fields.count == 3, fields[1] >= 1, fields[2] >= 1 else { return nil }
    let code = fields[0]
    // Motion reports (bit 32) are not asked for; anything else with them is ignored.
    guard code & 32 == 0 else { return nil }
    let button: MouseEvent.Button
    switch code & ~(4 | 8 | 16) {
    case 0: button = .left
    case 1: button = .middle
    case 2: button = .right
    case 64: button = .wheelUp
    case 65: button = .wheelDown
    default: return nil
    }
    return .mouse(
      MouseEvent(button: button, column: fields[1] - 1, row: fields[2] - 1, isPress: isPress))
  }
}
