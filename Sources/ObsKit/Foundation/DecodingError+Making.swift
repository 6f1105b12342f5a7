import Foundation

/// `DecodingError` and `EncodingError` as names: their cases match errors in patterns
/// (`catch DecodingError.keyNotFound`), and make them, as a type's own `init(from:)` / `encode(to:)` throws them:
/// `DecodingError.dataCorruptedError(forKey:in:debugDescription:)` and `(in:debugDescription:)` (Swift's own
/// functions, on Foundation's containers), `.dataCorrupted`, `.keyNotFound`, `.typeMismatch`, `.valueNotFound`,
/// `EncodingError.invalidValue`, and `Context(codingPath:debugDescription:)`. Faithful; `underlyingError` left out.
final class DecodingErrorType: NativeObject {
    let isEncoding: Bool

    init(isEncoding: Bool = false) {
        self.isEncoding = isEncoding
    }

    var typeName: String { isEncoding ? "EncodingError.Type" : "DecodingError.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "Context" { return .native(CodingContextType(isEncoding: isEncoding)) }
        if isEncoding {
            guard name == "invalidValue" else { return nil }
            return Self.making(name) { interpreter, arguments, range, source in
                let value = try interpreter.force(try interpreter.requireArgument(arguments, nil, in: name, range, source), range, source)
                let context = try self.context(arguments, at: 1, in: name, interpreter, range, source)
                let site = CodingSite(interpreter: interpreter, range: range, source: source)
                return .native(DecodingErrorValue(.invalidValue(ScriptEncodable(value: value, site: site), context.encodingContext),
                                                  interpreter: interpreter))
            }
        }
        switch name {
        case "dataCorrupted":
            return Self.making(name) { interpreter, arguments, range, source in
                .native(DecodingErrorValue(.dataCorrupted(try self.context(arguments, at: 0, in: name, interpreter, range, source).decodingContext)))
            }
        case "keyNotFound":
            return Self.making(name) { interpreter, arguments, range, source in
                let key = try interpreter.codingKey(try interpreter.force(try interpreter.requireArgument(arguments, nil, in: name, range, source), range, source),
                                                    range, source)
                let context = try self.context(arguments, at: 1, in: name, interpreter, range, source)
                return .native(DecodingErrorValue(.keyNotFound(key, context.decodingContext)))
            }
        case "typeMismatch", "valueNotFound":
            return Self.making(name) { interpreter, arguments, range, source in
                let type = try interpreter.force(try interpreter.requireArgument(arguments, nil, in: name, range, source), range, source)
                let context = try self.context(arguments, at: 1, in: name, interpreter, range, source).decodingContext
                let error: DecodingError = name == "typeMismatch" ? .typeMismatch(ScriptDecodable.self, context)
                    : .valueNotFound(ScriptDecodable.self, context)
                return .native(DecodingErrorValue(error, typeValue: type, interpreter: interpreter))
            }
        case "dataCorruptedError":
            return .builtin(BuiltinFunction(name, autoclosureLabels: ["forKey"]) { interpreter, arguments, range, source in
                let description = try interpreter.stringArgument(arguments, "debugDescription", in: name, range, source)
                switch try interpreter.requireArgument(arguments, "in", in: name, range, source) {
                case .native(let keyed as KeyedDecodingContainerValue):
                    let key = try interpreter.keyArgument(arguments, "forKey", keyType: keyed.keyType, in: name, range, source)
                    return .native(DecodingErrorValue(.dataCorruptedError(forKey: key, in: keyed.container, debugDescription: description)))
                case .native(let unkeyed as UnkeyedDecodingContainerValue):
                    return .native(DecodingErrorValue(.dataCorruptedError(in: unkeyed.container, debugDescription: description)))
                case .native(let single as SingleValueDecodingContainerValue):
                    return .native(DecodingErrorValue(.dataCorruptedError(in: single.container, debugDescription: description)))
                default:
                    throw interpreter.runtimeError("'dataCorruptedError' expects a decoding container for 'in:'", range, source)
                }
            })
        default:
            return nil
        }
    }

    /// A case made with a payload; its arguments arrive unevaluated, so `.init(codingPath:debugDescription:)`
    /// can be read as the Context it stands for.
    private static func making(_ name: String, _ body: @escaping BuiltinFunction.Body) -> Value {
        .builtin(BuiltinFunction(name, autoclosureLabels: ["_"], body: body))
    }

    /// The `Context` argument at `position` (`DecodingError.Context(...)` or `.init(...)`).
    private func context(_ arguments: [Interpreter.ArgumentValue], at position: Int, in name: String, _ interpreter: Interpreter,
                         _ range: SourceRange, _ source: SourceText) throws -> CodingContextValue {
        var argument = arguments.indices.contains(position) ? arguments[position].value : Value.void
        if case .autoclosure(let thunk) = argument {
            if case .call(let callee, let given) = thunk.expr.kind, case .implicitMember("init") = callee.kind {
                argument = try interpreter.callValue(.native(CodingContextType(isEncoding: isEncoding)), given, range,
                                                     thunk.frame ?? Frame.make(size: 0), thunk.source)
            } else {
                argument = try interpreter.force(argument, range, source)
            }
        }
        guard case .native(let context as CodingContextValue) = argument else {
            throw interpreter.runtimeError("'\(name)' expects a Context: \(name)(..., DecodingError.Context(codingPath:debugDescription:))", range, source)
        }
        return context
    }
}

/// `DecodingError.Context(codingPath:debugDescription:)` (and EncodingError's): the path is the script's keys,
/// or a coder's `codingPath`.
final class CodingContextType: NativeCallable {
    let isEncoding: Bool

    init(isEncoding: Bool) {
        self.isEncoding = isEncoding
    }

    var typeName: String { isEncoding ? "EncodingError.Context.Type" : "DecodingError.Context.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let path = try interpreter.requireArgument(arguments, "codingPath", in: "Context", range, source)
        let keys = try interpreter.elements(of: path, range, source).map { try interpreter.codingKey($0, range, source) }
        if let underlying = interpreter.argument(arguments, "underlyingError"), !underlying.isNone {
            throw ObsDiagnostic(.unsupported, "a Context's 'underlyingError'", at: SourceLocation(source: source, range: range))
        }
        let description = try interpreter.stringArgument(arguments, "debugDescription", in: "Context", range, source)
        return .native(CodingContextValue(codingPath: keys, debugDescription: description))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
