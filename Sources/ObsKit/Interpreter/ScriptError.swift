/// A Swift `Error` thrown by script code (`throw VendingError.outOfStock`), on its way to a `catch`.
/// Uncaught at the top level it becomes Swift's fatal error. It never crosses threads: a session runs
/// on one thread at a time (script tasks hand over through semaphores).
struct ScriptError: Error, @unchecked Sendable {
    let value: Value
    let location: SourceLocation
}
