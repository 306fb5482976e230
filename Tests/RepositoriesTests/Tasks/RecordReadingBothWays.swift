@testable import StoreEngine

/// The variants of a record that the tests reading records two ways read: the record, then
/// for each of its bytes the record with that byte replaced by each of `replacements`, left
/// out, or doubled.
enum RecordVariants {
  static func of(_ record: [UInt8], replacing replacements: [UInt8]) -> [[UInt8]] {
    var variants = [record]
    for index in record.indices {
      for byte in replacements where byte != record[index] {
        var changed = record
        changed[index] = byte
        variants.append(changed)
      }
      var shorter = record
      shorter.remove(at: index)
      variants.append(shorter)
      var longer = record
      longer.insert(record[index], at: index)
      variants.append(longer)
    }
    return variants
  }
}

extension TaskFileFormat {
  /// Applies `record` as a load does (`apply`, which reads the common forms on their own)
  /// or, when `general`, through the general reader alone: the two ways those tests compare.
  static func apply(
    _ record: [UInt8], general: Bool, to table: inout TaskTable,
    befores: inout TaskUndoBefores, load: inout TaskFileLoad
  ) throws(StoreProblem) {
    _ = try record.withUnsafeBufferPointer { bytes throws(StoreProblem) in
      if general {
        try applyInGeneral(bytes, version: 2, to: &table, befores: &befores, load: &load)
      } else {
        try apply(bytes, to: &table, befores: &befores, load: &load)
      }
    }
  }
}
