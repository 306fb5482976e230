import Repositories
import StoreEngine

extension FileTaskRepository {
  /// A gateway over `directory` whose tasks stored without a UUID get seeded ones: the same
  /// in every run, so a test that fails fails again.
  convenience init(directory: StoreDirectory) {
    self.init(directory: directory, random: SeededRandomSource(seed: 1))
  }
}
