import SystemInterface

/// What this program vouches for a journal's file, kept in the store's lock file: the file's
/// stamp when a process last left it whole and sound, and a number its gateway keeps with it
/// (the tasks gateway: the next ID). A process whose file still has that stamp can append
/// without reading the file (`Journal.startFromSeal()`).
///
/// A seal is written only by a process that knew the whole file: it read it through a load
/// that accepted every line (a corrupt file is refused, never sealed), or started from a seal
/// and wrote to it since, every write whole, and synced it first. Any other change to the
/// file (an append by a process that died before sealing, a torn tail, an edit, a
/// compaction, a `chmod`, a copy) changes its size, inode, or change time (`ctime`, which no
/// user can set back), so the stamp no longer matches and the next process loads the file
/// and checks it whole. The seal is a hint: a lock file that is missing, unreadable, or holds
/// anything else only costs a load.
///
/// One line a file: `<name> <device> <inode> <size> <mtime s> <mtime ns> <ctime s> <ctime ns>
/// <note>`, in decimal without a sign (a file dated before 1970 is not sealed).
package struct StoreSeal: Equatable {
  package let name: String
  package let stamp: FileStamp
  package let note: Int

  package init(name: String, stamp: FileStamp, note: Int) {
    self.name = name
    self.stamp = stamp
    self.note = note
  }

  /// The longest lock file read: a few lines.
  static let maximumLength = 4_096

  /// The seals in `bytes` (a lock file's content), by name; empty when any line does not
  /// read as one, so that nothing half-written is trusted.
  static func seals(in bytes: [UInt8]) -> [StoreSeal] {
    var seals: [StoreSeal] = []
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    where !line.isEmpty {
      let words = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
      guard words.count == 9, let name = String(validating: words[0], as: UTF8.self) else {
        return []
      }
      var numbers: [UInt64] = []
      for word in words[1...] {
        guard word.count <= 20, word.allSatisfy({ (0x30...0x39).contains($0) }),
          let number = UInt64(String(decoding: word, as: UTF8.self))
        else { return [] }
        numbers.append(number)
      }
      // All but the device and inode are signed: one beyond their range is no seal.
      guard numbers[2...].allSatisfy({ $0 <= UInt64(Int64.max) }) else { return [] }
      var stamp = FileStamp.absent
      stamp.device = numbers[0]
      stamp.inode = numbers[1]
      stamp.size = Int64(numbers[2])
      stamp.modified = timespec(tv_sec: Int(numbers[3]), tv_nsec: Int(numbers[4]))
      stamp.changed = timespec(tv_sec: Int(numbers[5]), tv_nsec: Int(numbers[6]))
      seals.append(StoreSeal(name: name, stamp: stamp, note: Int(numbers[7])))
    }
    // A file that does not end in a newline was cut short.
    guard bytes.last == UInt8(ascii: "\n") else { return [] }
    return seals
  }

  /// `seals` as a lock file holds them.
  static func bytes(of seals: [StoreSeal]) -> [UInt8] {
    var text = ""
    for seal in seals {
      let stamp = seal.stamp
      let numbers: [String] = [
        String(stamp.device), String(stamp.inode), String(stamp.size),
        String(stamp.modified.tv_sec), String(stamp.modified.tv_nsec),
        String(stamp.changed.tv_sec), String(stamp.changed.tv_nsec), String(seal.note),
      ]
      text += seal.name + " " + numbers.joined(separator: " ") + "\n"
    }
    return Array(text.utf8)
  }
}
