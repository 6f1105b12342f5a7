/// `withCheckedContinuation` and its throwing and unsafe forms: the bridge from completion handlers to
/// `async`. The body runs at once with the continuation; the caller waits (on the session's scheduler,
/// so other tasks and the virtual clock run meanwhile) until `resume` is called, and gets what it was
/// resumed with. Faithful: resuming twice stops with Swift's misuse message. Left out: the runtime's
/// warning for a continuation that is never resumed (here the wait ends with "waits for something that
/// never happens" when no task can resume it).
final class ContinuationValue: NativeObject {
    let isThrowing: Bool
    let isChecked: Bool
    private(set) var outcome: Result<Value, ScriptError>?

    init(isThrowing: Bool, isChecked: Bool) {
        self.isThrowing = isThrowing
        self.isChecked = isChecked
    }

    var typeName: String {
        (isChecked ? "Checked" : "Unsafe") + "Continuation<" + (isThrowing ? "Any, any Error>" : "Any, Never>")
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "resume" else { return nil }
        return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
            guard outcome == nil else {
                throw interpreter.runtimeError("Fatal error: SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once", range, source)
            }
            let location = SourceLocation(source: source, range: range)
            switch (arguments.first?.label, arguments.first?.value) {
            case (nil, nil): outcome = .success(.void)
            case ("returning"?, let value?): outcome = .success(value)
            case ("throwing"?, let error?) where isThrowing: outcome = .failure(ScriptError(value: error, location: location))
            case ("with"?, .enumCase(let result)?) where result.payload.count == 1:
                if result.caseName == "success" {
                    outcome = .success(result.payload[0])
                } else {
                    outcome = .failure(ScriptError(value: result.payload[0], location: location))
                }
            default:
                throw interpreter.runtimeError("no 'resume' takes these arguments; use resume(returning:), resume(throwing:) or resume(with:)", range, source)
            }
            interpreter.scheduler.noteProgress()
            return .void
        })
    }
}

extension Builtins {
    static func installContinuations(into interpreter: Interpreter) {
        for (name, isThrowing, isChecked) in [("withCheckedContinuation", false, true), ("withCheckedThrowingContinuation", true, true),
                                              ("withUnsafeContinuation", false, false), ("withUnsafeThrowingContinuation", true, false)] {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard let body = interpreter.functionArgument(arguments, "body") ?? arguments.last.map(\.value) else {
                    throw interpreter.runtimeError("expected \(name) { continuation in ... }", range, source)
                }
                let continuation = ContinuationValue(isThrowing: isThrowing, isChecked: isChecked)
                _ = try interpreter.invoke(body, [.native(continuation)], range, source)
                try interpreter.scheduler.wait(until: { continuation.outcome != nil }, range, source)
                switch continuation.outcome {
                case .success(let value)?: return value
                case .failure(let error)?: throw error
                case nil: return .void
                }
            }))
        }
    }
}
