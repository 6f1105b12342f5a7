import Foundation

/// Swift's `CodingKey`, faithful: the key of Foundation's containers for a script's values (named and printed
/// as the key type it stands for), and the protocol's members on a script's own key types (an enum
/// `CodingKeys: String, CodingKey`, or a struct): `stringValue`, `intValue`, `init?(stringValue:)`,
/// `init?(intValue:)`, and the printed form `CodingKeys(stringValue: "a", intValue: nil)`.
struct CodingKeys: CodingKey {
    var stringValue: String
    var intValue: Int?
    /// The key type it stands for, as `print` names it (Swift's synthesized keys are `CodingKeys`).
    var typeName = "CodingKeys"

    init(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(_ stringValue: String, intValue: Int?, typeName: String) {
        self.stringValue = stringValue
        self.intValue = intValue
        self.typeName = typeName
    }

    /// As the standard library's default for CodingKey prints a key.
    var description: String {
        "\(typeName)(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
    }

    var debugDescription: String { description }
}

extension Interpreter {
    /// The Foundation key for a key the script gives: a case or an instance of one of its CodingKey types,
    /// or a key read from a coding path.
    func codingKey(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> CodingKey {
        if case .native(let key as CodingKeyValue) = value { return key.key }
        guard let type = scriptType(of: value), type.conforms(to: "CodingKey") else {
            throw runtimeError("'\(value.typeName)' is not a CodingKey", range, source)
        }
        guard let text = try member("stringValue", of: value, at: range, source).stringContent else {
            throw runtimeError("'\(type.name).stringValue' is not a String", range, source)
        }
        let number: Int? = if case .int(let number) = try member("intValue", of: value, at: range, source).unwrapped { number } else { nil }
        return CodingKeys(text, intValue: number, typeName: Self.shortName(type))
    }

    /// A container's key, as `CodingKeys` (the one key type of the containers ObsREPL asks Foundation for).
    func containerKey(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> CodingKeys {
        let key = try codingKey(value, range, source)
        return key as? CodingKeys ?? CodingKeys(key.stringValue, intValue: key.intValue, typeName: "\(type(of: key))")
    }

    /// The key argument labelled `label` of a container's method, read as the container's key type reads it
    /// (`forKey: .name` is a case of that type): it arrives unevaluated (see `codingMethod`).
    func keyArgument(_ arguments: [ArgumentValue], _ label: String?, keyType: TypeInfo?, in name: String,
                     _ range: SourceRange, _ source: SourceText) throws -> CodingKeys {
        var value = try requireArgument(arguments, label, in: name, range, source)
        if case .autoclosure(let thunk) = value {
            let frame = thunk.frame ?? Frame.make(size: 0)
            value = try keyType.map { try evaluate(thunk.expr, expecting: .named($0.name, []), frame, thunk.source) }
                ?? evaluate(thunk.expr, frame, thunk.source)
        }
        return try containerKey(value, range, source)
    }

    /// The script's key of `type` for a key Foundation found (`allKeys`): the enum's case whose key it is, or
    /// what the type's `init?(stringValue:)` makes; nil when the type has no such key.
    func scriptKey(_ key: CodingKey, as type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        let made = try callWithValues(.type(type), [ArgumentValue(label: "stringValue", value: .string(key.stringValue))], range, source)
        return made.unwrapped
    }

    /// The member `stringValue` or `intValue` of a case of a CodingKey enum that does not declare it: the raw
    /// value when it is a String, else the case's name; the raw value when it is an Int, else nil.
    func codingKeyMember(_ name: String, of value: EnumValue) -> Value? {
        guard name == "stringValue" || name == "intValue", value.type.conforms(to: "CodingKey") else { return nil }
        let raw = value.type.rawValues[value.caseName]
        if name == "stringValue" { return .string(raw?.stringContent ?? value.caseName) }
        if case .int(let number)? = raw { return .optional(.int(number)) }
        return Value.none
    }

    /// `Keys(stringValue:)` and `Keys(intValue:)` of a CodingKey enum that declares no initializer of those
    /// labels: its case with that key, or nil.
    func codingKeyEnumInit(_ type: TypeInfo, _ label: String, _ argument: Value) throws -> Value {
        switch (label, argument) {
        case ("stringValue", .string(let text)):
            return try enumCodingKey(of: type, stringValue: text)?.asOptional ?? Value.none
        case ("intValue", .int(let number)):
            let found = type.cases.first { type.rawValues[$0.name].map { Equality.compareValues($0, .int(number)) } ?? false }
            return found.map { .optional(.enumCase(EnumValue(type: type, caseName: $0.name, payload: [], payloadLabels: []))) } ?? Value.none
        default:
            return Value.none
        }
    }

    private func enumCodingKey(of type: TypeInfo, stringValue: String) throws -> Value? {
        for keyCase in type.cases where keyCase.associated == nil {
            let value = Value.enumCase(EnumValue(type: type, caseName: keyCase.name, payload: [], payloadLabels: []))
            if case .string(stringValue) = try member("stringValue", of: value, at: type.decl.range, type.source) { return value }
        }
        return nil
    }

    /// How a CodingKey type that declares no `description` prints: `CodingKeys(stringValue: "a", intValue: nil)`.
    func codingKeyDescription(of value: Value, type: TypeInfo) -> String? {
        guard type.conforms(to: "CodingKey") else { return nil }
        return reportingErrors { try containerKey(value, type.decl.range, type.source).description }
    }

    /// A type's name as `type(of:)` prints it: without the types it is nested in.
    static func shortName(_ type: TypeInfo) -> String {
        String(type.name.split(separator: ".").last ?? Substring(type.name))
    }

    /// A coding path, as the script reads it (`codingPath.map(\.stringValue)`).
    func codingPathValue(_ path: [CodingKey]) -> Value {
        .array(path.map { .native(CodingKeyValue($0)) })
    }
}

/// `CodingUserInfoKey(rawValue: "context")!`: a key of a coder's `userInfo`, equal by its raw value.
final class CodingUserInfoKeyValue: NativeValue, NativeDescribed {
    let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    var typeName: String { "CodingUserInfoKey" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { rawValue }
    func isEqual(to other: NativeValue) -> Bool? { (other as? CodingUserInfoKeyValue).map { $0.rawValue == rawValue } ?? false }
    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "rawValue" ? .string(rawValue) : nil
    }
}

final class CodingUserInfoKeyType: NativeCallable {
    var typeName: String { "CodingUserInfoKey.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }

    /// `CodingUserInfoKey(rawValue:)`, failable as Swift's.
    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let raw = try interpreter.stringArgument(arguments, "rawValue", in: "CodingUserInfoKey(rawValue:)", range, source)
        return .optional(.native(CodingUserInfoKeyValue(raw)))
    }
}
