/// The port for randomness: oracle picks, salts and session tokens all draw from it.
///
/// The system's secure generator backs it by default; `--seed` swaps in a seeded one so
/// that runs repeat byte for byte.
public protocol RandomSource: AnyObject {
  /// The next 64 random bits.
  func next() -> UInt64
}

extension RandomSource {
  /// A uniform integer in `0..<upperBound`, without modulo bias (Lemire's method).
  public func uniform(below upperBound: Int) -> Int {
    precondition(upperBound > 0, "uniform(below:) needs a positive bound")
    let bound = UInt64(upperBound)
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return Int(product.high)
  }

  /// `count` random bytes.
  public func bytes(_ count: Int) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(count + 8)
    while result.count < count {
      var word = next()
      for _ in 0..<8 {
        result.append(UInt8(truncatingIfNeeded: word))
        word >>= 8
      }
    }
    result.removeLast(result.count - count)
    return result
  }
}
