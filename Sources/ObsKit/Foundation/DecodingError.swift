import Foundation

/// Swift's `DecodingError` (and `EncodingError`) as Foundation throws them and as a script makes them
/// (DecodingError+Making.swift): the real error, printed as Swift prints it, matched by `catch
/// DecodingError.keyNotFound(let key, let context)` and the other cases; a key has `stringValue`/`intValue`, a
/// context `codingPath` and `debugDescription`. Faithful, but a context's `underlyingError` reads nil.
final class DecodingErrorValue: NativeEnumCase {
    let error: Error
    let enumTypeName: String
    let caseName: String
    let payload: [Value]
    /// How it prints, where the real error holds a stand-in for a script's value or type.
    private let printed: String?

    /// `typeValue`: the script's type (`T.self`) where the error names `ScriptDecodable`, the stand-in Foundation
    /// decoded in its place (or a `typeMismatch`/`valueNotFound` the script made holds).
    init(_ error: DecodingError, typeValue: Value? = nil, interpreter: Interpreter? = nil) {
        self.error = error
        enumTypeName = "DecodingError"
        var typeValue = typeValue
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            caseName = if case .typeMismatch = error { "typeMismatch" } else { "valueNotFound" }
            if type != ScriptDecodable.self { typeValue = nil }
            payload = [typeValue ?? .builtinType(String(describing: type)), .native(CodingContextValue(context))]
        case .keyNotFound(let key, let context):
            caseName = "keyNotFound"
            payload = [.native(CodingKeyValue(key)), .native(CodingContextValue(context))]
            typeValue = nil
        case .dataCorrupted(let context):
            caseName = "dataCorrupted"
            payload = [.native(CodingContextValue(context))]
            typeValue = nil
        @unknown default:
            caseName = "dataCorrupted"
            payload = []
            typeValue = nil
        }
        if let typeValue, let interpreter {
            printed = String(describing: error).replacingOccurrences(of: "\(ScriptDecodable.self)", with: interpreter.describe(typeValue))
        } else {
            printed = nil
        }
    }

    /// An `invalidValue` whose value is a script's (a `ScriptEncodable`) prints that value and its type.
    init(_ error: EncodingError, interpreter: Interpreter?) {
        self.error = error
        enumTypeName = "EncodingError"
        caseName = "invalidValue"
        guard case .invalidValue(let value, let context) = error else {
            payload = []
            printed = nil
            return
        }
        guard let script = value as? ScriptEncodable, let interpreter else {
            payload = [.string(String(describing: value)), .native(CodingContextValue(context))]
            printed = nil
            return
        }
        // Foundation's messages name the value's type ("Top-level X did not encode any values.").
        let typeName = interpreter.typeDescription(interpreter.dynamicType(of: script.value), qualified: false)
        let named = EncodingError.Context(codingPath: context.codingPath, debugDescription: context.debugDescription
            .replacingOccurrences(of: "\(ScriptEncodable.self)", with: typeName))
        payload = [script.value, .native(CodingContextValue(named))]
        // The real form, with the script's value in the place of a stand-in's.
        let standIn = "\(EncodingError.invalidValue(0, named))"
        let head = "EncodingError.invalidValue: 0 (Int)"
        printed = standIn.hasPrefix(head)
            ? "EncodingError.invalidValue: \(interpreter.debugDescribe(script.value)) (\(typeName))" + standIn.dropFirst(head.count)
            : nil
    }

    var typeName: String { enumTypeName }
    var printedForm: String { printed ?? String(describing: error) }

    /// The error as a script sees it thrown.
    static func thrown(_ error: DecodingError, _ range: SourceRange, _ source: SourceText) -> ScriptError {
        ScriptError(value: .native(DecodingErrorValue(error)), location: SourceLocation(source: source, range: range))
    }

    static func thrown(_ error: EncodingError, interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) -> ScriptError {
        ScriptError(value: .native(DecodingErrorValue(error, interpreter: interpreter)), location: SourceLocation(source: source, range: range))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "localizedDescription": return .string(error.localizedDescription)
        default: return nil
        }
    }
}

/// `DecodingError.Context` and `EncodingError.Context`: made by Foundation, or by the script
/// (`DecodingError.Context(codingPath:debugDescription:)`).
final class CodingContextValue: NativeObject {
    let codingPath: [CodingKey]
    let debugDescription: String

    init(codingPath: [CodingKey], debugDescription: String) {
        self.codingPath = codingPath
        self.debugDescription = debugDescription
    }

    convenience init(_ context: DecodingError.Context) {
        self.init(codingPath: context.codingPath, debugDescription: context.debugDescription)
    }

    convenience init(_ context: EncodingError.Context) {
        self.init(codingPath: context.codingPath, debugDescription: context.debugDescription)
    }

    var decodingContext: DecodingError.Context { .init(codingPath: codingPath, debugDescription: debugDescription) }
    var encodingContext: EncodingError.Context { .init(codingPath: codingPath, debugDescription: debugDescription) }

    var typeName: String { "Context" }
    var printedForm: String { String(describing: decodingContext) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "codingPath": return interpreter.codingPathValue(codingPath)
        case "debugDescription": return .string(debugDescription)
        case "underlyingError": return Value.none
        default: return nil
        }
    }
}

/// A `CodingKey` in an error or a coding path: `stringValue`, `intValue`.
final class CodingKeyValue: NativeObject {
    let key: CodingKey

    init(_ key: CodingKey) {
        self.key = key
    }

    var typeName: String { "CodingKey" }
    var printedForm: String { String(describing: key) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "stringValue": return .string(key.stringValue)
        case "intValue": return key.intValue.map { .optional(.int($0)) } ?? Value.none
        default: return nil
        }
    }
}
