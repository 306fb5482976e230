import Domain
import Repositories
import Testing

@Suite struct OracleRandomnessTests {
  /// xoshiro256** seeded through SplitMix64, computed independently with a short Python
  /// script from the authors' reference algorithms (https://prng.di.unimi.it); seed 0's
  /// first word matches other published implementations (e.g. Rust's rand_xoshiro).
  @Test(arguments: [
    (
      UInt64(0),
      [
        0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0,
        0x6AA5_94F1_262D_2D2C, 0xBBA5_AD4A_1F84_2E59,
      ] as [UInt64]
    ),
    (
      UInt64(7),
      [
        0xB358_FAF7_4EF9_765A, 0x475C_3D96_4F48_2CD2, 0xD6F1_D349_952C_7996,
        0xFB29_3873_1E80_7240, 0xFDA9_04EC_7E54_0318,
      ] as [UInt64]
    ),
  ])
  func aSeedGivesTheReferenceWords(seed: UInt64, expected: [UInt64]) {
    let random = SeededRandomSource(seed: seed)
    #expect((0..<expected.count).map { _ in random.next() } == expected)
  }

  @Test func theSameSeedRepeatsTheSamePicks() {
    let first = SeededRandomSource(seed: 42)
    let second = SeededRandomSource(seed: 42)
    let picks = (0..<1_000).map { _ in first.uniform(below: 4) }
    #expect(picks == (0..<1_000).map { _ in second.uniform(below: 4) })
  }

  @Test func seedSevenPicksTheReferenceAnswers() {
    // Lemire's method on the reference words above, worked out in the same Python script.
    let random = SeededRandomSource(seed: 7)
    #expect((0..<6).map { _ in random.uniform(below: 4) } == [2, 1, 3, 3, 3, 3])
  }

  /// 100,000 draws over 4 answers: each share must be within ±1 percentage point of 25%.
  /// One share's standard deviation is about 0.14 points, so a fair generator misses by
  /// 7σ with odds far below one in a billion (and the seeds make the run deterministic);
  /// measured, the worst share is off by 0.13, 0.19 and 0.23 points for these seeds.
  @Test(arguments: [UInt64(0), 7, 12_345])
  func picksAreUniformOverFourAnswers(seed: UInt64) {
    let random = SeededRandomSource(seed: seed)
    let draws = 100_000
    var counts = [0, 0, 0, 0]
    for _ in 0..<draws { counts[random.uniform(below: 4)] += 1 }
    for count in counts {
      let share = Double(count) / Double(draws)
      #expect(abs(share - 0.25) <= 0.01, "share \(share) of \(counts)")
    }
  }

  @Test(arguments: [1, 2, 3, 4, 7, 1_000, Int.max])
  func uniformNeverLeavesItsRange(bound: Int) {
    let random = SeededRandomSource(seed: UInt64(bound))
    for _ in 0..<10_000 {
      let pick = random.uniform(below: bound)
      #expect(pick >= 0 && pick < bound)
    }
  }

  @Test func uniformStaysInRangeAtTheExtremesOfTheWord() {
    #expect(FixedWord(0).uniform(below: 4) == 0)
    #expect(FixedWord(.max).uniform(below: 4) == 3)
  }
}

/// A source that always returns one word.
private final class FixedWord: RandomSource {
  let word: UInt64
  init(_ word: UInt64) { self.word = word }
  func next() -> UInt64 { word }
}
