extension String {
  /// This text with every UUID in the store's form (`8-4-4-4-12` lowercase hexadecimal
  /// digits) written `UUID`: for comparing a whole store file, whichever UUIDs its tasks got.
  package var maskingUUIDs: String {
    replacing(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, with: "UUID")
  }
}
