import Foundation

/// Foundation's `PropertyListEncoder` and `PropertyListDecoder`, the real ones (classes), on a script's Codable
/// values as JSON's coders are (ScriptCodable.swift, ScriptDecodable.swift): `outputFormat` (`.xml`, `.binary`),
/// `encode(_:)`, `decode(_:from:)` and `decode(_:from:format:)`, which writes back the format it found;
/// `userInfo`. Faithful.
final class PropertyListEncoderValue: NativeObject {
    let encoder = PropertyListEncoder()

    var typeName: String { "PropertyListEncoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "outputFormat": return .symbol(PropertyListFormats.name(of: encoder.outputFormat))
        case "encode":
            return interpreter.method(name) { [encoder] interpreter, arguments, range, source in
                let value = try interpreter.requireArgument(arguments, nil, in: "encode", range, source)
                let site = CodingSite(interpreter: interpreter, range: range, source: source)
                return try interpreter.codingCall(range, source) { .native(DataValue(try encoder.encode(ScriptEncodable(value: value, site: site)))) }
            }
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "outputFormat" else { return false }
        encoder.outputFormat = try PropertyListFormats.format(value, interpreter, range, source)
        return true
    }
}

final class PropertyListDecoderValue: NativeObject {
    let decoder = PropertyListDecoder()
    var userInfo: Value = .dictionary(OrderedDictionary())

    var typeName: String { "PropertyListDecoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "userInfo": return userInfo
        case "decode":
            return interpreter.method(name) { [decoder, userInfo] interpreter, arguments, range, source in
                guard let formatArgument = arguments.first(where: { $0.label == "format" }) else {
                    return try interpreter.decodeCall(decoder, arguments, userInfo: userInfo, range, source) {
                        try decoder.decode(ScriptDecodable.self, from: $0)
                    }
                }
                guard let modify = formatArgument.modify else {
                    throw interpreter.runtimeError("decode(_:from:format:) expects '&' before its format", range, source)
                }
                var found = PropertyListSerialization.PropertyListFormat.xml
                let decoded = try interpreter.decodeCall(decoder, arguments.filter { $0.label != "format" }, userInfo: userInfo, range, source) {
                    try decoder.decode(ScriptDecodable.self, from: $0, format: &found)
                }
                try modify { $0 = .symbol(PropertyListFormats.name(of: found)) }
                return decoded
            }
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "userInfo" else { return false }
        userInfo = value
        return true
    }
}

/// `PropertyListSerialization.PropertyListFormat`'s cases, named as the script writes them.
enum PropertyListFormats {
    static func name(of format: PropertyListSerialization.PropertyListFormat) -> String {
        switch format {
        case .binary: "binary"
        case .openStep: "openStep"
        default: "xml"
        }
    }

    static func format(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> PropertyListSerialization.PropertyListFormat {
        switch interpreter.optionNames(value).first {
        case "xml"?: return .xml
        case "binary"?: return .binary
        case "openStep"?: return .openStep
        default: throw interpreter.runtimeError("not a property list format", range, source)
        }
    }
}

final class PropertyListCoderType: NativeCallable {
    let isDecoder: Bool

    init(isDecoder: Bool) {
        self.isDecoder = isDecoder
    }

    var typeName: String { isDecoder ? "PropertyListDecoder.Type" : "PropertyListEncoder.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        isDecoder ? .native(PropertyListDecoderValue()) : .native(PropertyListEncoderValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}

/// `PropertyListSerialization`, as far as its `PropertyListFormat` names go.
final class PropertyListSerializationType: NativeObject {
    var typeName: String { "PropertyListSerialization.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "PropertyListFormat" ? .native(OptionNamespace("PropertyListSerialization.PropertyListFormat")) : nil
    }
}
