import Foundation

/// Swift's `DecodingError` (and `EncodingError`) as Foundation throws them: the real error, printed as
/// Swift prints it, matched by `catch DecodingError.keyNotFound(let key, let context)` and the other
/// cases; a key has `stringValue`/`intValue`, a context `codingPath` and `debugDescription`. Faithful.
final class DecodingErrorValue: NativeEnumCase {
    let error: Error
    let enumTypeName: String
    let caseName: String
    let payload: [Value]

    init(_ error: DecodingError) {
        self.error = error
        enumTypeName = "DecodingError"
        switch error {
        case .typeMismatch(let type, let context):
            caseName = "typeMismatch"
            payload = [.builtinType(String(describing: type)), .native(CodingContextValue(context))]
        case .valueNotFound(let type, let context):
            caseName = "valueNotFound"
            payload = [.builtinType(String(describing: type)), .native(CodingContextValue(context))]
        case .keyNotFound(let key, let context):
            caseName = "keyNotFound"
            payload = [.native(CodingKeyValue(key)), .native(CodingContextValue(context))]
        case .dataCorrupted(let context):
            caseName = "dataCorrupted"
            payload = [.native(CodingContextValue(context))]
        @unknown default:
            caseName = "dataCorrupted"
            payload = []
        }
    }

    init(_ error: EncodingError) {
        self.error = error
        enumTypeName = "EncodingError"
        caseName = "invalidValue"
        if case .invalidValue(let value, let context) = error {
            payload = [.string(String(describing: value)), .native(CodingContextValue(context))]
        } else {
            payload = []
        }
    }

    var typeName: String { enumTypeName }
    var printedForm: String { String(describing: error) }

    /// The error as a script sees it thrown.
    static func thrown(_ error: DecodingError, _ range: SourceRange, _ source: SourceText) -> ScriptError {
        ScriptError(value: .native(DecodingErrorValue(error)), location: SourceLocation(source: source, range: range))
    }

    static func thrown(_ error: EncodingError, _ range: SourceRange, _ source: SourceText) -> ScriptError {
        ScriptError(value: .native(DecodingErrorValue(error)), location: SourceLocation(source: source, range: range))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "localizedDescription": return .string(error.localizedDescription)
        default: return nil
        }
    }
}

/// `DecodingError.Context`.
final class CodingContextValue: NativeObject {
    let codingPath: [CodingKey]
    let debugDescription: String

    init(_ context: DecodingError.Context) {
        codingPath = context.codingPath
        debugDescription = context.debugDescription
    }

    init(_ context: EncodingError.Context) {
        codingPath = context.codingPath
        debugDescription = context.debugDescription
    }

    var typeName: String { "Context" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "codingPath": return .array(codingPath.map { .native(CodingKeyValue($0)) })
        case "debugDescription": return .string(debugDescription)
        case "underlyingError": return Value.none
        default: return nil
        }
    }
}

/// A `CodingKey` in an error: `stringValue`, `intValue`.
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

/// `DecodingError` as a name in patterns (`catch DecodingError.keyNotFound`): its cases match the errors.
final class DecodingErrorType: NativeObject {
    let isEncoding: Bool

    init(isEncoding: Bool = false) {
        self.isEncoding = isEncoding
    }

    var typeName: String { isEncoding ? "EncodingError.Type" : "DecodingError.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
