/// `withAnimation { }`, `withTransaction(_:_:)` and `Transaction`: ObsREPL draws nothing, so the body runs at
/// once and returns its result; its state changes are ordinary writes, one update at the end of the turn
/// (rules §15.15). A `completion:` runs right after the body (there is no animation to wait for).
extension Builtins {
    static func installAnimation(into interpreter: Interpreter) {
        for name in ["withAnimation", "withTransaction"] {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard let body = arguments.first(where: { $0.label == nil && $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected \(name) { ... }", range, source)
                }
                let result = try interpreter.invoke(body, [], range, source)
                if let completion = arguments.first(where: { $0.label == "completion" })?.value {
                    _ = try interpreter.invoke(completion, [], range, source)
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
/// change nothing here.
final class TransactionObject: NativeObject {
    var values: [String: Value] = ["disablesAnimations": .bool(false), "animation": .none, "isContinuous": .bool(false)]

    var typeName: String { "Transaction" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        values[name]
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard values[name] != nil else { return false }
        values[name] = value
        return true
    }
}
