import Foundation

/// A script type's own `encode(to:)` and `init(from:)`, run from inside Foundation's real coders: the script
/// gets an `Encoder`/`Decoder` (EncoderValue, DecoderValue) wrapping the coder Foundation hands to
/// `ScriptEncodable`/`ScriptDecodable`, and its containers wrap Foundation's. Errors cross both ways: a
/// `DecodingError`/`EncodingError` Foundation throws comes out at the script's `try` as the script's value
/// (DecodingErrorValue), and what the script throws goes through Foundation unchanged (a `ScriptError`) to the
/// `try` that began the coding.

/// Where a coding began in the script: the interpreter, and the call it runs the type's methods from.
struct CodingSite {
    unowned let interpreter: Interpreter
    let range: SourceRange
    let source: SourceText
    /// The encoder converts keys (`keyEncodingStrategy` other than `.useDefaultKeys`), which it does not do to a
    /// String-keyed dictionary's (ScriptEncodable).
    var keyStrategyIsSet = false
}

extension Interpreter {
    /// Runs `body`, a call into Foundation's coders: their errors become the script's, thrown at this call.
    /// `decoding`: the type decoded at the top (`T.self`), which a type mismatch of the whole value names.
    func codingCall<T>(_ range: SourceRange, _ source: SourceText, decoding typeValue: Value? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DecodingError {
            if let typeValue, case .typeMismatch(let type, let context) = error, type == ScriptDecodable.self, context.codingPath.isEmpty {
                throw ScriptError(value: .native(DecodingErrorValue(error, typeValue: typeValue, interpreter: self)),
                                  location: SourceLocation(source: source, range: range))
            }
            throw DecodingErrorValue.thrown(error, range, source)
        } catch let error as EncodingError {
            throw DecodingErrorValue.thrown(error, interpreter: self, range, source)
        } catch let error as ScriptError {
            throw error
        } catch let error as ObsDiagnostic {
            throw error
        } catch {
            // An error of Foundation's own that is neither (swift-corelibs' JSON parser throws
            // `numberIsNotRepresentableInSwift(parsed:)` for 4.5 read as an Int): the script catches it as it is.
            throw ScriptError(value: .native(FoundationInternalError(error)), location: SourceLocation(source: source, range: range))
        }
    }

    /// A builtin method of a coder or container, which works while `scope` runs (if given); the arguments
    /// labelled `keyLabels` (`_` for the unlabelled one) arrive unevaluated, to be read as the container's key
    /// type (`forKey: .name`).
    func codingMethod(_ name: String, in scope: CodingScope? = nil, keyLabels: Set<String> = [],
                      _ body: @escaping BuiltinFunction.Body) -> Value {
        .builtin(BuiltinFunction(name, autoclosureLabels: keyLabels) { interpreter, arguments, range, source in
            try scope?.check(interpreter, range, source)
            return try interpreter.codingCall(range, source) { try body(interpreter, arguments, range, source) }
        })
    }

    /// Whether values of `type` encode with a method of the script's (its own, a superclass's).
    func hasOwnEncode(_ type: TypeInfo) -> Bool {
        methodCandidates("encode", of: type, isStatic: false).contains { Self.isCoderFunction($0, label: "to", coder: "Encoder") }
    }

    /// Whether `type` decodes with an `init(from:)` of the script's (its own, or one it inherits).
    func hasOwnDecodingInit(_ type: TypeInfo) -> Bool {
        usableInitializers(of: type).contains { Self.isCoderFunction($0.0, label: "from", coder: "Decoder") }
    }

    private static func isCoderFunction(_ function: FunctionDecl, label: String, coder: String) -> Bool {
        guard function.parameters.count == 1, function.parameters[0].label == label else { return false }
        switch function.parameters[0].type {
        case .named(coder, [])?, .existential(.named(coder, []))?, .opaque(.named(coder, []))?, nil: return true
        default: return false
        }
    }

    /// `value.encode(to: encoder)`, the script's method, for Foundation's `encoder`.
    func runOwnEncode(_ value: Value, to encoder: Encoder, _ site: CodingSite) throws {
        let scope = CodingScope()
        defer { scope.finish() }
        let (frame, arguments) = Self.waitingInFrame([
            ArgumentValue(label: nil, value: value),
            ArgumentValue(label: "to", value: .native(EncoderValue(encoder, EncodingState(scope: scope)))),
        ], site.range)
        _ = try callMember("encode", on: arguments[0].value, [arguments[1]], site.range, frame, site.source)
    }

    /// `Type(from: decoder)` (`Type<Arguments>(from: decoder)`), the script's initializer, for Foundation's `decoder`.
    func runOwnDecode(_ type: TypeInfo, _ generics: [TypeRef], from decoder: Decoder, _ plan: DecodingPlan) throws -> Value {
        let site = plan.site
        let scope = CodingScope()
        defer { scope.finish() }
        let callee: Value = generics.isEmpty ? .type(type) : .metatype(.named(type.name, generics))
        return try callWithValues(callee, [ArgumentValue(label: "from", value: .native(DecoderValue(decoder, plan, scope)))],
                                  site.range, site.source)
    }

    /// A container's `decode(T.self ...)`: `body` decodes the type the `T.self` argument names. Foundation's
    /// errors name the stand-in it decoded (`ScriptDecodable`) where Swift's name `T`: they name `T` here.
    func decodeCall(_ arguments: [ArgumentValue], in name: String, _ range: SourceRange, _ source: SourceText,
                    _ body: (CodableType) throws -> Value) throws -> Value {
        let typeValue = try requireArgument(arguments, nil, in: name, range, source)
        do {
            return try body(codableType(of: typeValue))
        } catch let error as DecodingError {
            throw ScriptError(value: .native(DecodingErrorValue(error, typeValue: typeValue, interpreter: self)),
                              location: SourceLocation(source: source, range: range))
        }
    }

    /// The key type of `container(keyedBy: Keys.self)`: one of the script's CodingKey types.
    func keyTypeArgument(_ arguments: [ArgumentValue], in name: String, _ range: SourceRange,
                         _ source: SourceText) throws -> TypeInfo {
        let value = try requireArgument(arguments, "keyedBy", in: name, range, source)
        guard case .type(let type) = value, type.conforms(to: "CodingKey") else {
            throw runtimeError("'\(name)(keyedBy:)' expects a CodingKey type of the script's ('CodingKeys.self')", range, source)
        }
        return type
    }
}

/// An error Foundation throws that has no counterpart in the script (an internal type of its JSON parser): it prints
/// as Swift prints it and is an `Error`.
final class FoundationInternalError: NativeObject, NativeDescribed {
    let error: Error

    init(_ error: Error) {
        self.error = error
    }

    var typeName: String { String(describing: type(of: error)) }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { debug ? String(reflecting: error) : String(describing: error) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "localizedDescription" ? .string(error.localizedDescription) : nil
    }
}
