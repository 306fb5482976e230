import Domain

/// Text typed into the email field, as a trace shows it: quoted when it has an `@`, else
/// masked, since it may be the password typed into the wrong field.
struct TypedEmail: TraceDescribable {
  let text: String

  init(_ text: String) { self.text = text }

  var traceDescription: String {
    let shown = Email.shown(text)
    return shown == text ? TraceText.quoted(text) : shown
  }
}
