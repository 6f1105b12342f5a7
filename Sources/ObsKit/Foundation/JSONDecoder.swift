import Foundation

/// Foundation's `JSONDecoder`, the real one (a class): `decode(_:from:)` into a script's Codable types, the
/// library's and collections of them (see ScriptDecodable.swift), `keyDecodingStrategy`
/// (`.convertFromSnakeCase`, `.custom`), `dateDecodingStrategy`, `dataDecodingStrategy`,
/// `nonConformingFloatDecodingStrategy` (CodingStrategies.swift for the ones made by a call); a type's own
/// `init(from:)` runs. Its errors are Foundation's DecodingErrors. Faithful.
final class JSONDecoderValue: NativeObject {
    let decoder = JSONDecoder()
    /// `userInfo`: what a type's own `init(from:)` reads from its decoder (`decoder.userInfo[.context]`).
    var userInfo: Value = .dictionary(OrderedDictionary())

    var typeName: String { "JSONDecoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "userInfo" { return userInfo }
        guard name == "decode" else { return nil }
        return interpreter.method(name) { [decoder, userInfo] interpreter, arguments, range, source in
            try interpreter.decodeCall(decoder, arguments, userInfo: userInfo, range, source) { try decoder.decode(ScriptDecodable.self, from: $0) }
        }
    }

    static func formatted(_ value: Value) -> DateFormatter? {
        if case .native(let strategy as FormattedDateStrategy) = value { return strategy.formatter }
        return nil
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        if name == "userInfo" {
            userInfo = value
            return true
        }
        if case .native(let strategy as CodingStrategyValue) = value {
            let custom = strategy.closure.map { CustomStrategy(closure: $0, interpreter: interpreter, range: range, source: source) }
            switch (name, custom) {
            case ("dateDecodingStrategy", let custom?): decoder.dateDecodingStrategy = custom.dateDecoding
            case ("dataDecodingStrategy", let custom?): decoder.dataDecodingStrategy = custom.dataDecoding
            case ("keyDecodingStrategy", let custom?): decoder.keyDecodingStrategy = .custom(custom.key)
            case ("nonConformingFloatDecodingStrategy", nil) where strategy.name == "convertFromString":
                let (positive, negative, nan) = try strategy.floatStrings(interpreter, range, source)
                decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
            default: throw interpreter.runtimeError("'.\(strategy.name)(...)' is not a \(name)", range, source)
            }
            return true
        }
        let option = interpreter.optionNames(value).first
        switch (name, option) {
        case ("dataDecodingStrategy", "base64"?): decoder.dataDecodingStrategy = .base64
        case ("dataDecodingStrategy", "deferredToData"?): decoder.dataDecodingStrategy = .deferredToData
        case ("nonConformingFloatDecodingStrategy", "throw"?): decoder.nonConformingFloatDecodingStrategy = .throw
        case ("keyDecodingStrategy", "useDefaultKeys"?): decoder.keyDecodingStrategy = .useDefaultKeys
        case ("keyDecodingStrategy", "convertFromSnakeCase"?): decoder.keyDecodingStrategy = .convertFromSnakeCase
        case ("dateDecodingStrategy", "deferredToDate"?): decoder.dateDecodingStrategy = .deferredToDate
        case ("dateDecodingStrategy", "secondsSince1970"?): decoder.dateDecodingStrategy = .secondsSince1970
        case ("dateDecodingStrategy", "millisecondsSince1970"?): decoder.dateDecodingStrategy = .millisecondsSince1970
        case ("dateDecodingStrategy", "iso8601"?): decoder.dateDecodingStrategy = .iso8601
        case ("dateDecodingStrategy", _) where Self.formatted(value) != nil: decoder.dateDecodingStrategy = .formatted(Self.formatted(value)!)
        case ("keyDecodingStrategy", _), ("dateDecodingStrategy", _), ("dataDecodingStrategy", _), ("nonConformingFloatDecodingStrategy", _):
            throw ObsDiagnostic(.unsupported, "this \(name.replacingOccurrences(of: "DecodingStrategy", with: "")) decoding strategy",
                                at: SourceLocation(source: source, range: range))
        default: return false
        }
        return true
    }
}

final class JSONDecoderType: NativeCallable {
    var typeName: String { "JSONDecoder.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(JSONDecoderValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "DateDecodingStrategy", "KeyDecodingStrategy", "DataDecodingStrategy", "NonConformingFloatDecodingStrategy":
            return .native(OptionNamespace("JSONDecoder." + name))
        default: return nil
        }
    }
}

/// Foundation's top-level decoders (JSON's and property lists'): where a decode carries its plan.
protocol FoundationDecoder: AnyObject {
    var userInfo: [CodingUserInfoKey: any Sendable] { get set }
}

extension JSONDecoder: FoundationDecoder {}
extension PropertyListDecoder: FoundationDecoder {}

extension Interpreter {
    /// `decode(_:from:)` of a real Foundation decoder into a script's type: `decode` runs the decoder on the
    /// data with a plan saying what the top level is.
    func decodeCall(_ decoder: FoundationDecoder, _ arguments: [ArgumentValue], userInfo: Value, _ range: SourceRange, _ source: SourceText,
                    _ decode: (Data) throws -> ScriptDecodable) throws -> Value {
        let typeValue = try requireArgument(arguments, nil, in: "decode", range, source)
        let type = codableType(of: typeValue)
        guard case .native(let data as DataValue) = try requireArgument(arguments, "from", in: "decode", range, source) else {
            throw runtimeError("decode(_:from:) expects Data", range, source)
        }
        let plan = DecodingPlan(site: CodingSite(interpreter: self, range: range, source: source))
        plan.next = type
        plan.userInfo = userInfo
        // A type's own init(from:) may decode with this decoder again: its plan is its own.
        let outer = decoder.userInfo[DecodingPlan.key]
        decoder.userInfo[DecodingPlan.key] = plan
        defer { decoder.userInfo[DecodingPlan.key] = outer }
        return try codingCall(range, source, decoding: typeValue) { try decode(data.data).value }
    }
}
