/// `withAnimation { }`, `withTransaction(_:_:)` and `Transaction`: ObsREPL draws nothing, so the body runs at
/// once and returns its result; its state changes are ordinary writes, one update at the end of the turn
/// (rules §15.15). A `completion:` runs once the code that started the animation has returned.
extension Builtins {
    static func installAnimation(into interpreter: Interpreter) {
        for name in ["withAnimation", "withTransaction"] {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                // The body is the last unlabeled closure (`withTransaction(\.disablesAnimations, true) { }` passes a key path first).
                guard let body = arguments.last(where: { $0.label == nil && $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected \(name) { ... }", range, source)
                }
                let result = try interpreter.invoke(body, [], range, source)
                // Completions run once the (instant) animation is over: after the code that started it (rules §15.15).
                var completions = arguments.filter { $0.label == "completion" }.map(\.value)
                if case .native(let transaction as TransactionObject)? = arguments.first?.value {
                    completions += transaction.completions
                    transaction.completions = []
                }
                for completion in completions {
                    interpreter.mainQueue.append { _ = try interpreter.invoke(completion, [], range, source) }
                }
                return result
            }))
        }
        interpreter.globals.define("Transaction", .builtin(BuiltinFunction("Transaction") { _, arguments, _, _ in
            let transaction = TransactionObject()
            if let animation = arguments.first(where: { $0.label == "animation" })?.value { transaction.values["animation"] = animation }
            return .native(transaction)
        }))
    }
}

/// SwiftUI's `Transaction`: its properties (`animation`, `disablesAnimations`) can be set and read back; they
/// change nothing here. `addAnimationCompletion(criteria:_:)` keeps a closure that `withTransaction` runs once,
/// after its body (Apple: `transaction/addanimationcompletion(criteria:_:)`).
final class TransactionObject: NativeObject {
    var values: [String: Value] = ["disablesAnimations": .bool(false), "animation": .none, "isContinuous": .bool(false)]
    var completions: [Value] = []

    var typeName: String { "Transaction" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "addAnimationCompletion" {
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard let completion = arguments.last(where: { $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected addAnimationCompletion { ... }", range, source)
                }
                completions.append(completion)
                return .void
            })
        }
        return values[name]
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard values[name] != nil else { return false }
        values[name] = value
        return true
    }
}
