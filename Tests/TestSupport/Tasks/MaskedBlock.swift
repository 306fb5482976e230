import Foundation

/// A kept change of a compacted tasks file as its `H` line and its records, given with their
/// UUIDs masked (`maskingUUIDs`): the byte count is that of the file, whose UUIDs take 36
/// bytes where the mask takes 4.
package func maskedBlock(_ records: [String]) -> String {
  let bytes = records.reduce(0) { total, record in
    total + record.utf8.count + 1 + 32 * record.components(separatedBy: "UUID").dropFirst().count
  }
  return "H \(records.count) \(bytes)\n" + records.map { $0 + "\n" }.joined()
}
