import SystemInterface

/// The bytes of a file being imported, read a piece at a time from its start, as many times
/// as the import reads it over: an open regular file (read at offsets with `pread`, so
/// every pass sees the file from its first byte), or bytes already in memory (the codecs'
/// `decode`, tests, fuzz targets).
///
/// Owns its descriptor: it is closed when the last reference goes.
package final class InterchangeSource: Sendable {
  /// The open file, or -1 when the bytes are in memory.
  private let descriptor: Int32
  private let bytes: [UInt8]
  /// How many bytes one read asks for: the window a decoder holds is about this size,
  /// plus the longest entry it had to read whole.
  package let pieceSize: Int

  /// The file open as `descriptor`, which this source now owns.
  package init(descriptor: Int32, pieceSize: Int = 1 << 20) {
    self.descriptor = descriptor
    self.bytes = []
    self.pieceSize = max(1, pieceSize)
  }

  /// `bytes`, handed out `pieceSize` at a time (a small size puts entries across pieces).
  package init(bytes: [UInt8], pieceSize: Int = 1 << 20) {
    self.descriptor = -1
    self.bytes = bytes
    self.pieceSize = max(1, pieceSize)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Appends to `buffer` up to `pieceSize` bytes from `offset`; answers how many (0 at the
  /// end of the file).
  func read(at offset: Int, appendingTo buffer: inout [UInt8]) throws(InterchangeReadFailure)
    -> Int
  {
    guard descriptor >= 0 else {
      let end = min(bytes.count, offset + pieceSize)
      guard offset < end else { return 0 }
      buffer.append(contentsOf: bytes[offset..<end])
      return end - offset
    }
    // Read into a piece of its own, left uninitialized: filling a megabyte with zeros first
    // cost ~0.4 s a read in an unoptimized build, for a file of a few bytes.
    var failure: SystemError?
    let piece = [UInt8](unsafeUninitializedCapacity: pieceSize) { room, initialized in
      initialized = 0
      guard let base = room.baseAddress else { return }
      while true {
        let count = pread(descriptor, base, pieceSize, off_t(offset))
        if count >= 0 {
          initialized = count
          return
        }
        if errno != EINTR {
          failure = SystemError.last
          return
        }
      }
    }
    if let failure { throw .unreadable(failure) }
    buffer.append(contentsOf: piece)
    return piece.count
  }
}

/// Why a file being imported cannot be read through.
package enum InterchangeReadFailure: Error, Equatable, Sendable {
  /// The file is not what its format says: refused whole, with its line.
  case invalid(InterchangeError)
  /// The system could not read it.
  case unreadable(SystemError)
  /// Read again, it is no longer the file that was checked (someone changed it meanwhile).
  case changed
}

/// What a decoder holds of the file: the bytes from `base` on, a piece more read in when
/// an entry goes past them; and a hash of every byte read, so that a later pass over the
/// file can tell it is the same file.
struct PieceWindow {
  let source: InterchangeSource
  /// The bytes held, from the file's offset `base`.
  private(set) var bytes: [UInt8] = []
  private(set) var base = 0
  /// Whether `bytes` reach the end of the file.
  private(set) var isAtEnd = false
  /// FNV-1a of every byte read so far, and how many.
  private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  private(set) var length = 0

  init(_ source: InterchangeSource) {
    self.source = source
  }

  var count: Int { bytes.count }

  subscript(position: Int) -> UInt8 { bytes[position] }

  /// Reads one more piece and lets go of the bytes before `position`; answers how far the
  /// held bytes moved (what to subtract from a position), or `nil` at the end of the file
  /// (then nothing moved).
  mutating func refill(keepingFrom position: Int) throws(InterchangeReadFailure) -> Int? {
    guard !isAtEnd else { return nil }
    var held: [UInt8] = []
    swap(&held, &bytes)
    let start = held.count
    let read: Int
    do throws(InterchangeReadFailure) {
      read = try source.read(at: base + start, appendingTo: &held)
    } catch {
      swap(&held, &bytes)
      throw error
    }
    guard read > 0 else {
      swap(&held, &bytes)
      isAtEnd = true
      return nil
    }
    for index in start..<held.count {
      hash = (hash ^ UInt64(held[index])) &* 0x100_0000_01b3
    }
    length += read
    // Moved down only when most of what was held is spent: a long entry is read in pieces
    // without moving its start again and again.
    let dropped = min(position, start)
    let shift = dropped >= start / 2 ? dropped : 0
    if shift > 0 { held.removeFirst(shift) }
    swap(&held, &bytes)
    base += shift
    return shift
  }

  /// Calls `body` with the held bytes.
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    bytes.withUnsafeBufferPointer(body)
  }
}

/// What a pass over a file read: its length and hash, which a later pass must find again.
struct PieceFingerprint: Equatable, Sendable {
  let length: Int
  let hash: UInt64

  init(_ window: PieceWindow) {
    length = window.length
    hash = window.hash
  }
}
