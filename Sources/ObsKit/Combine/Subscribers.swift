/// Combine's `Subscribers` namespace and its `Completion`: `.finished` or `.failure(error)`, the error a
/// script value (Failure is dynamic: nothing checks its type at run time, the compiler check does).
enum Subscribers {
    enum Completion {
        case finished
        case failure(Value)

        /// The value a script's `receiveCompletion:` closure receives (`print` shows `finished`,
        /// `failure(main.MyError.bad)`); `switch` matches `.finished` and `.failure(let error)`.
        var value: Value {
            switch self {
            case .finished: return .symbol("finished")
            case .failure(let error): return .native(CompletionFailure(error: error))
            }
        }

        /// A completion a script passes (`send(completion: .failure(error))`, one a sink received); nil if
        /// `value` is none. `.failure(e)` written with no type evaluates to Result's case of that name.
        init?(_ value: Value) {
            switch value {
            case .symbol("finished"): self = .finished
            case .enumCase(let enumValue) where enumValue.caseName == "finished" && enumValue.payload.isEmpty: self = .finished
            case .enumCase(let enumValue) where enumValue.caseName == "failure" && enumValue.payload.count == 1:
                self = .failure(enumValue.payload[0])
            case .native(let failure as CompletionFailure): self = .failure(failure.error)
            default: return nil
            }
        }
    }
}

/// `Subscribers.Completion.failure(error)` as a script value: a case of a library enum.
final class CompletionFailure: NativeEnumCase, NativeDescribed {
    let error: Value

    init(error: Value) {
        self.error = error
    }

    var typeName: String { "Subscribers.Completion" }
    var enumTypeName: String { "Subscribers.Completion" }
    var caseName: String { "failure" }
    var payload: [Value] { [error] }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        "failure(\(interpreter.debugDescribe(error)))"
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
