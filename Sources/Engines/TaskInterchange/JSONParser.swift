/// A JSON value as the parser reads it.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number, kept as its text: the codecs only need to know it is well formed.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object; a name given twice keeps its last value (RFC 8259 leaves it open).
  case object([String: JSONValue])
}

/// A strict RFC 8259 parser over a byte buffer already checked to be UTF-8 without NUL,
/// with limits that keep a hostile file from costing more than its own size: nesting depth,
/// string and number length.
///
/// It parses one value at a time, so a caller can stream the elements of a large array
/// and hold only one task's object at once.
struct JSONParser {
  /// The deepest nesting accepted: a Taskwarrior task nests three levels at most
  /// (array, task, annotations), and the parser recurses once per level.
  static let maximumDepth = 64
  /// The longest string accepted, in bytes of JSON text (`InterchangeLimits`): every text
  /// the domain accepts comes back from every export.
  static let maximumStringLength = InterchangeLimits.maximumStringLength
  /// The longest number accepted, in bytes.
  static let maximumNumberLength = 64

  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  private(set) var index = 0
  /// The line of `index`, from 1.
  private(set) var line = 1

  /// A parser of `bytes` from `start`, which is on line `line` of the file (a streamed
  /// file is parsed a window at a time).
  init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int = 0, line: Int = 1) {
    self.bytes = bytes
    self.index = start
    self.line = line
  }

  /// Whether only white space is left.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, without consuming it; `nil` at the end.
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips JSON white space (space, tab, line feed, carriage return), counting lines.
  mutating func skipWhiteSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: return
      }
      index += 1
    }
  }

  /// Consumes `byte` after white space, or throws.
  mutating func expect(_ byte: UInt8) throws(InterchangeError) {
    skipWhiteSpace()
    guard let next = peek else { throw failure(.unexpectedEnd) }
    guard next == byte else { throw failure(.unexpectedByte(next)) }
    index += 1
  }

  /// Consumes `byte` after white space when it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    skipWhiteSpace()
    guard peek == byte else { return false }
    index += 1
    return true
  }

  /// The error for `problem` at the current line.
  func failure(_ problem: JSONProblem) -> InterchangeError {
    InterchangeError(line: line, problem: .invalidJSON(problem))
  }

  /// Parses one value after white space; `depth` is how many arrays and objects enclose it.
  mutating func value(depth: Int) throws(InterchangeError) -> JSONValue {
    skipWhiteSpace()
    guard let byte = peek else { throw failure(.unexpectedEnd) }
    switch byte {
    case UInt8(ascii: "{"):
      guard depth < Self.maximumDepth else {
        throw InterchangeError(line: line, problem: .nestingTooDeep)
      }
      index += 1
      var members: [String: JSONValue] = [:]
      if consume(UInt8(ascii: "}")) { return .object(members) }
      repeat {
        let name = try memberName()
        members[name] = try value(depth: depth + 1)
      } while consume(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
      return .object(members)
    case UInt8(ascii: "["):
      guard depth < Self.maximumDepth else {
        throw InterchangeError(line: line, problem: .nestingTooDeep)
      }
      index += 1
      var elements: [JSONValue] = []
      if consume(UInt8(ascii: "]")) { return .array(elements) }
      repeat {
        elements.append(try value(depth: depth + 1))
      } while consume(UInt8(ascii: ","))
      try expect(UInt8(ascii: "]"))
      return .array(elements)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure(.unexpectedByte(byte))
    }
  }

  /// Parses a member's name and the colon after it, white space before them skipped.
  private mutating func memberName() throws(InterchangeError) -> String {
    skipWhiteSpace()
    guard let quote = peek else { throw failure(.unexpectedEnd) }
    guard quote == UInt8(ascii: "\"") else { throw failure(.unexpectedByte(quote)) }
    let name = try string()
    try expect(UInt8(ascii: ":"))
    return name
  }

  /// Parses the object that starts after white space, `depth` arrays and objects around
  /// it, keeping where each member's value is written: what is kept verbatim is the JSON
  /// text as it came, not a value written again. A name given twice keeps its last value.
  mutating func rawObject(depth: Int) throws(InterchangeError) -> RawObject {
    skipWhiteSpace()
    guard let byte = peek else { throw failure(.unexpectedEnd) }
    guard byte == UInt8(ascii: "{") else { throw failure(.unexpectedByte(byte)) }
    guard depth < Self.maximumDepth else {
      throw InterchangeError(line: line, problem: .nestingTooDeep)
    }
    let start = index
    index += 1
    var object = RawObject(start: start)
    if !consume(UInt8(ascii: "}")) {
      repeat {
        let name = try memberName()
        skipWhiteSpace()
        let valueStart = index
        let value = try value(depth: depth + 1)
        object.set(RawMember(name: name, value: value, start: valueStart, end: index))
      } while consume(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
    }
    object.end = index
    return object
  }

  /// The JSON text between two offsets, as it is written.
  func text(from start: Int, to end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  private mutating func literal(_ word: StaticString) throws(InterchangeError) {
    let count = word.utf8CodeUnitCount
    for offset in 0..<count {
      guard index + offset < bytes.count else { throw failure(.unexpectedEnd) }
      let byte = bytes[index + offset]
      guard byte == word.utf8Start[offset] else { throw failure(.unexpectedByte(byte)) }
    }
    index += count
  }

  private mutating func number() throws(InterchangeError) -> String {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        index += 1
      }
      return index - first
    }
    if peek == UInt8(ascii: "-") { index += 1 }
    // `0` alone or a non-zero digit first: RFC 8259 has no leading zeros.
    if peek == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw failure(.invalidNumber)
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure(.invalidNumber) }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure(.invalidNumber) }
    }
    guard index - start <= Self.maximumNumberLength else { throw failure(.invalidNumber) }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Parses a string whose opening quote is at `index`.
  mutating func string() throws(InterchangeError) -> String {
    index += 1
    let start = index
    // Fast path: no escape, so the string is the bytes between the quotes, which are UTF-8
    // already (the caller checked the whole buffer); found eight bytes at a time.
    index = JSONStringScan.plainRunEnd(bytes, from: index)
    try checkLength(start)
    if index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
      }
      guard byte >= 0x20 else { throw failure(.controlCharacterInString) }
    }
    var decoded = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        try checkLength(start)
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"): decoded.append(contentsOf: try unicodeEscape())
        default: throw failure(.invalidEscape)
        }
      case 0..<0x20: throw failure(.controlCharacterInString)
      default: decoded.append(byte)
      }
      if index - start > Self.maximumStringLength { try checkLength(start) }
    }
    throw failure(.unexpectedEnd)
  }

  private func checkLength(_ start: Int) throws(InterchangeError) {
    guard index - start <= Self.maximumStringLength else {
      throw InterchangeError(line: line, problem: .stringTooLong)
    }
  }

  /// The UTF-8 of a `\uXXXX` escape (after `\u`), joining a surrogate pair.
  private mutating func unicodeEscape() throws(InterchangeError) -> [UInt8] {
    let first = try hex4()
    var scalarValue = first
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure(.unpairedSurrogate) }
      index += 2
      let second = try hex4()
      guard (0xDC00...0xDFFF).contains(second) else { throw failure(.unpairedSurrogate) }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      throw failure(.unpairedSurrogate)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else { throw failure(.invalidEscape) }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func hex4() throws(InterchangeError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure(.invalidEscape) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure(.invalidEscape)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}

/// A member of an object read by `JSONParser.rawObject`: its value, and where its text is.
struct RawMember {
  /// The member's name.
  let name: String
  /// Its value.
  let value: JSONValue
  /// The offsets of its value's JSON text in the parser's bytes.
  let start: Int
  let end: Int
}

/// An object read by `JSONParser.rawObject`, its members in the order written.
///
/// A name is found by comparing it with each member's while there are few (a task has
/// about ten), and through a dictionary of positions past that: hashing every name of every
/// task, three times an import, cost more than the rest of reading it, and a hostile object
/// of many members is still read in linear time.
struct RawObject {
  /// The members, each name once (the last value given for it, where the first stood).
  private(set) var members: [RawMember] = []
  /// Where each name is in `members`, once there are more than `fewMembers`.
  private var positions: [String: Int]?
  /// The offsets of the whole object's JSON text.
  let start: Int
  fileprivate(set) var end: Int

  /// How many members are compared one by one.
  private static let fewMembers = 16

  /// An object whose text starts at `start`, its members still to be read: room for
  /// `fewMembers` made at once, where growing as they came made four arrays a task, and a
  /// task is read three times an import.
  fileprivate init(start: Int) {
    self.start = start
    end = start
    members.reserveCapacity(Self.fewMembers)
  }

  /// Where the member `name` is in `members`, or `nil`.
  func position(of name: String) -> Int? {
    if let positions { return positions[name] }
    // Most names differ in length, which a string knows without reading its bytes.
    let length = name.utf8.count
    return members.firstIndex { $0.name.utf8.count == length && $0.name == name }
  }

  /// The value of the member `name`, or `nil`.
  subscript(name: String) -> JSONValue? {
    position(of: name).map { members[$0].value }
  }

  /// Adds `member`, or puts it in the place of the earlier member of its name.
  fileprivate mutating func set(_ member: RawMember) {
    if let earlier = position(of: member.name) {
      members[earlier] = member
      return
    }
    positions?[member.name] = members.count
    members.append(member)
    if positions == nil, members.count > Self.fewMembers {
      positions = Dictionary(
        uniqueKeysWithValues: members.enumerated().map { ($0.element.name, $0.offset) })
    }
  }
}

/// Finds where the plain run of a JSON string ends, eight bytes at a time: most of a task's
/// JSON text is inside strings, which the element splitter and the parser both read.
enum JSONStringScan {
  /// The offset of the first byte from `start` on that ends a string's plain run — a quote,
  /// a backslash or a control character (below 0x20), and DEL too when `stoppingAtDelete`
  /// (a writer escapes it) — or `bytes.count` when none does.
  static func plainRunEnd(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stoppingAtDelete: Bool = false
  ) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // A byte's high bit in `marks`: a quote or a backslash (a byte of the word xor it is 0,
    // which borrows), or below 0x20 (subtracting 0x20 borrows). A borrow can mark a byte
    // after a marked one, never before: the lowest mark is exact.
    // DEL's test is kept or dropped by a mask, so that the loop has no branch for it.
    let deleteMask: UInt64 = stoppingAtDelete ? ~0 : 0
    func marks(_ word: UInt64) -> UInt64 {
      let quotes = word ^ (0x22 &* ones)
      let backslashes = word ^ (0x5C &* ones)
      let deletes = word ^ (0x7F &* ones)
      return
        ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
        | (word &- 0x20 &* ones) & ~word | (deletes &- ones) & ~deletes & deleteMask) & highBits
    }
    var index = start
    while index + 8 <= bytes.count {
      let found = marks(
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
        || (stoppingAtDelete && byte == 0x7F)
      {
        return index
      }
      index += 1
    }
    return index
  }
}
