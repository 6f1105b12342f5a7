/// Nothing swallowed (issue 10): an error raised where it cannot be thrown — in Observation's `onChange`,
/// a `deinit`, a task, a lifecycle pass that cannot fail, a `description` getter — is kept with its place
/// and reported at the end of the turn (TurnResult.errors), which stops a script (`obsrepl run` exits 1).
extension Interpreter {
    /// Keeps `error` for the end of the turn.
    func deferError(_ error: Error) {
        deferredErrors += diagnostics(for: error)
    }

    /// What a turn reports for `error`: a Swift error no one caught is Swift's fatal error.
    func diagnostics(for error: Error) -> [ObsDiagnostic] {
        switch error {
        case let diagnostic as ObsDiagnostic:
            return [diagnostic]
        case let diagnostics as ObsDiagnostics:
            return diagnostics.all
        case let thrown as ScriptError:
            return [ObsDiagnostic(.runtime, "Fatal error: Error raised at top level: \(debugDescribe(thrown.value))", at: thrown.location)]
        default:
            return [ObsDiagnostic(.runtime, "\(error)")]
        }
    }

    /// Runs `body` where an error cannot be thrown; its error is kept for the end of the turn (nil then).
    func reportingErrors<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            deferError(error)
            return nil
        }
    }

    /// Observation callbacks nested deeper than this stop: compiled Swift runs out of its 8 MB stack at a
    /// few thousand, and here each level costs more the deeper it is (the registrar copies its observers).
    static let callbackDepthLimit = 2_000

    /// Runs a callback that may run inside another (an `onChange` whose code fires the next one).
    func nestedCallback<T>(_ range: SourceRange, _ source: SourceText, _ body: () throws -> T) throws -> T {
        guard callbackDepth < Self.callbackDepthLimit else {
            throw runtimeError("Fatal error: stack overflow: observation callbacks nested more than \(Self.callbackDepthLimit) deep "
                + "(an onChange that changes what it observes?)", range, source)
        }
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        return try body()
    }

    /// Throws the error a callback left waiting, if any, so the code that ran it stops there (a `print`
    /// whose `description` getter failed prints nothing, as in Swift).
    func throwDeferredError() throws {
        guard !deferredErrors.isEmpty else { return }
        throw deferredErrors.removeFirst()
    }

    /// True once an error is waiting for the end of the turn: callbacks that Swift would never reach
    /// (the program stopped at the first) are not run.
    var hasDeferredError: Bool { !deferredErrors.isEmpty }
}
