import Foundation

/// Foundation's `JSONEncoder`, the real one (a class): `encode(_:)` of a script's Codable values (see
/// ScriptCodable.swift), `outputFormatting` (`.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`),
/// `keyEncodingStrategy` (`.convertToSnakeCase`), `dateEncodingStrategy` (`.deferredToDate`,
/// `.secondsSince1970`, `.millisecondsSince1970`, `.iso8601`, `.formatted`), `dataEncodingStrategy`,
/// `nonConformingFloatEncodingStrategy`, and the `.custom { ... }` ones (CodingStrategies.swift); a type's own
/// `encode(to:)` runs. Faithful.
final class JSONEncoderValue: NativeObject {
    let encoder = JSONEncoder()

    var typeName: String { "JSONEncoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "encode" else { return nil }
        return interpreter.method(name) { [encoder] interpreter, arguments, range, source in
            let value = try interpreter.requireArgument(arguments, nil, in: "encode", range, source)
            var site = CodingSite(interpreter: interpreter, range: range, source: source)
            if case .useDefaultKeys = encoder.keyEncodingStrategy {} else { site.keyStrategyIsSet = true }
            return try interpreter.codingCall(range, source) { .native(DataValue(try encoder.encode(ScriptEncodable(value: value, site: site)))) }
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        if case .native(let strategy as CodingStrategyValue) = value {
            let custom = strategy.closure.map { CustomStrategy(closure: $0, interpreter: interpreter, range: range, source: source) }
            switch (name, custom) {
            case ("dateEncodingStrategy", let custom?): encoder.dateEncodingStrategy = custom.dateEncoding
            case ("dataEncodingStrategy", let custom?): encoder.dataEncodingStrategy = custom.dataEncoding
            case ("keyEncodingStrategy", let custom?): encoder.keyEncodingStrategy = .custom(custom.key)
            case ("nonConformingFloatEncodingStrategy", nil) where strategy.name == "convertToString":
                let (positive, negative, nan) = try strategy.floatStrings(interpreter, range, source)
                encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
            default: throw interpreter.runtimeError("'.\(strategy.name)(...)' is not a \(name)", range, source)
            }
            return true
        }
        let names = interpreter.optionNames(value)
        switch name {
        case "dataEncodingStrategy":
            switch names.first {
            case "base64"?: encoder.dataEncodingStrategy = .base64
            case "deferredToData"?: encoder.dataEncodingStrategy = .deferredToData
            default: throw ObsDiagnostic(.unsupported, "this data encoding strategy", at: SourceLocation(source: source, range: range))
            }
        case "nonConformingFloatEncodingStrategy":
            guard names.first == "throw" else {
                throw ObsDiagnostic(.unsupported, "this float encoding strategy", at: SourceLocation(source: source, range: range))
            }
            encoder.nonConformingFloatEncodingStrategy = .throw
        case "outputFormatting":
            var formatting: JSONEncoder.OutputFormatting = []
            for option in names {
                switch option {
                case "prettyPrinted": formatting.insert(.prettyPrinted)
                case "sortedKeys": formatting.insert(.sortedKeys)
                case "withoutEscapingSlashes": formatting.insert(.withoutEscapingSlashes)
                default: throw interpreter.runtimeError("unknown output formatting '.\(option)'", range, source)
                }
            }
            encoder.outputFormatting = formatting
        case "keyEncodingStrategy":
            switch names.first {
            case "useDefaultKeys"?: encoder.keyEncodingStrategy = .useDefaultKeys
            case "convertToSnakeCase"?: encoder.keyEncodingStrategy = .convertToSnakeCase
            default: throw ObsDiagnostic(.unsupported, "this key encoding strategy", at: SourceLocation(source: source, range: range))
            }
        case "dateEncodingStrategy":
            switch names.first {
            case "deferredToDate"?: encoder.dateEncodingStrategy = .deferredToDate
            case "secondsSince1970"?: encoder.dateEncodingStrategy = .secondsSince1970
            case "millisecondsSince1970"?: encoder.dateEncodingStrategy = .millisecondsSince1970
            case "iso8601"?: encoder.dateEncodingStrategy = .iso8601
            case _ where JSONDecoderValue.formatted(value) != nil: encoder.dateEncodingStrategy = .formatted(JSONDecoderValue.formatted(value)!)
            default: throw ObsDiagnostic(.unsupported, "this date encoding strategy", at: SourceLocation(source: source, range: range))
            }
        default:
            return false
        }
        return true
    }
}

final class JSONEncoderType: NativeCallable {
    var typeName: String { "JSONEncoder.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(JSONEncoderValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "DateEncodingStrategy", "KeyEncodingStrategy", "OutputFormatting", "DataEncodingStrategy", "NonConformingFloatEncodingStrategy":
            return .native(OptionNamespace("JSONEncoder." + name))
        default: return nil
        }
    }
}
