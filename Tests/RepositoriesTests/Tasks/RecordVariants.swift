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
