/// A Swift `Error` thrown by script code (`throw VendingError.outOfStock`), on its way to a `catch`.
/// Uncaught at the top level it becomes Swift's fatal error.
struct ScriptError: Error {
    let value: Value
    let location: SourceLocation
}
