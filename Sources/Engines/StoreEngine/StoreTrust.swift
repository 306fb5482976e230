/// Why a store refused a file or directory it found: someone other than the user running
/// the program could have put it there, or could change it.
package enum StoreDistrust: Sendable, Equatable {
  /// A store file is a symbolic link: nothing inside a store is followed.
  case symbolicLink
  /// A store or fixture file is not a regular file (a FIFO, a device, a socket, a directory).
  case notRegularFile
  /// The file or directory belongs to another user.
  case ownedByOtherUser(uid: UInt32)
  /// A directory of ours that group or others can write, and whose mode could not be narrowed.
  case writableByOthers
  /// A symbolic link on the way to the store that another user owns: followed, it would
  /// let them choose the directory the store's files go to.
  case linkOfOtherUser(uid: UInt32)
  /// A directory of ours, not made by the store, that others can read or write and that
  /// holds files of its own: its mode is the user's choice for those files, so it is left
  /// alone and the store refused.
  case sharedWithOtherFiles
}

/// Something a store did or found that the user should know, though nothing failed.
package enum StoreNote: Sendable, Equatable {
  /// A store file or directory that others could read or write was narrowed to its owner
  /// (modes as permission bits, such as `0o777` to `0o700`).
  case permissionsNarrowed(path: String, from: UInt32, to: UInt32)
  /// The store could be read but not written (a read-only file system, or no write
  /// permission on the directory).
  case readOnly(path: String)
  /// Another process holds the store's lock and this one has been waiting for it a moment
  /// (it goes on waiting, up to its limit).
  case waitingForLock(path: String)
}
