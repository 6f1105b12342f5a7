/// Standard library names ObsREPL does not provide, each stopping with an error that names it and says why
/// (README, "Not supported yet"), rather than "cannot find in scope".
final class UnsupportedName: NativeCallable {
    let name: String
    let reason: String

    init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    var typeName: String { name }

    func refusal(_ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        ObsDiagnostic(.unsupported, "'\(name)' (\(reason))", at: SourceLocation(source: source, range: range))
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        throw refusal(range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        throw refusal(range, source)
    }

    /// A function as a built-in (its `&` arguments are not evaluated), a type as a library object.
    static func value(name: String, reason: String) -> Value {
        let unsupported = UnsupportedName(name: name, reason: reason)
        guard name.first?.isLowercase == true else { return .native(unsupported) }
        return .builtin(BuiltinFunction(name) { _, _, range, source in throw unsupported.refusal(range, source) })
    }

    static let all: [(String, String)] = [
        ("OpaquePointer", "ObsREPL has typed pointers only, no raw memory"),
        ("AutoreleasingUnsafeMutablePointer", "ObsREPL has typed pointers only"),
    ]
}
