import Domain
import StoreEngine

/// The accounts of `--in-memory`: the seed's demo account.
enum BuiltInAccounts {
  /// `swiftbeta.blog@gmail.com`, name `SwiftBeta`. Its password (`1234567890`, from the
  /// seed and the README) is kept only as this salted hash, with the same 600,000
  /// iterations as a new account; `Fixtures/data/accounts` holds the same record.
  ///
  /// A constant computed once, not a hash made at startup: every `--in-memory` process
  /// would otherwise pay a whole derivation before its first command, and one more to check
  /// the password at login. At the new-account count, a login never re-hashes it either.
  static let record =
    "A 600000 fe84cd385c9f069732797c37866863f3 "
    + "78fde62f79727e2556390a411ebf9a36c04d456d7d306d66599aee37724565f7 "
    + "swiftbeta.blog@gmail.com SwiftBeta"

  /// The built-in accounts; empty only if the record above were broken, which a test rules out.
  static var all: [Account] {
    (try? AccountFileFormat.account(from: record)).map { [$0] } ?? []
  }
}
