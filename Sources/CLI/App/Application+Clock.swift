import ScriptEngine
import Services

/// A clock that moves: the `clock` lines of scripts, sessions and transcripts, and
/// `--tick`. Both move the one fixed clock `--now` set, which every feature reads, so that
/// a lockout's end, a task's times and a session's start can be scripted; without `--now`
/// the clock is the real one, and nothing moves it.
extension Application {
  /// Moves the fixed clock as the line `words` (`clock +15m`) says, writing nothing; a
  /// usage error when there is no fixed clock, or when the line is not one of the three
  /// forms, naming the word at fault.
  func moveClock(_ words: CommandWords) throws(UsageError) {
    guard let fixedClock else {
      throw UsageError(message: catalog.text(.usageClockNotFixed))
    }
    let usage = UsageError(message: catalog.text(.usageClockLine))
    guard words.count >= 2 else { throw usage }
    let word = words[1]
    if word == "set" {
      guard words.count == 3 else { throw usage }
      guard let time = ISO8601.parse(words[2]),
        (ClockDuration.earliest...ClockDuration.latest).contains(time)
      else {
        throw UsageError(message: catalog.text(.usageClockInvalidTime, words[2]))
      }
      fixedClock.time = time
      return
    }
    guard words.count == 2 else { throw usage }
    guard let sign = word.first, sign == "+" || sign == "-",
      let seconds = ClockDuration.seconds(String(word.dropFirst()))
    else {
      throw UsageError(message: catalog.text(.usageClockInvalidDuration, word))
    }
    // Both are within the clock's range of years, so neither sum overflows.
    let time = sign == "+" ? fixedClock.time + seconds : fixedClock.time - seconds
    guard (ClockDuration.earliest...ClockDuration.latest).contains(time) else {
      let limit = sign == "+" ? ClockDuration.latest : ClockDuration.earliest
      throw UsageError(
        message: catalog.text(.usageClockOutOfRange, word, Timestamp.iso8601(limit)))
    }
    fixedClock.time = time
  }

  /// `--tick`: the fixed clock moves on by the tick, up to the last time it can say. Called
  /// after each command and screen gesture, but not after a `clock` line, so that the
  /// command after `clock set TIME` runs at TIME.
  func tickClock() {
    guard let tickSeconds, let fixedClock else { return }
    fixedClock.time = min(fixedClock.time + tickSeconds, ClockDuration.latest)
  }
}
