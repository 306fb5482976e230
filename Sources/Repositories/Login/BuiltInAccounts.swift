import Domain

/// The accounts of `--in-memory`: the seed's demo account.
enum BuiltInAccounts {
  /// `swiftbeta.blog@gmail.com`, name `SwiftBeta`. Its password (`1234567890`, from the
  /// seed and the README) is kept only as this salted hash, with the same 100,000 iterations
  /// as a new account; `Fixtures/data/accounts` holds the same record.
  static let record =
    "A 100000 fe84cd385c9f069732797c37866863f3 "
    + "59ef79b26a7cff6824191f7db294dcdaf3a4682f1a2fa1b689475bf6a1eb697f "
    + "swiftbeta.blog@gmail.com SwiftBeta"

  /// The built-in accounts; empty only if the record above were broken, which a test rules out.
  static var all: [Account] {
    (try? AccountFileFormat.account(from: record)).map { [$0] } ?? []
  }
}
