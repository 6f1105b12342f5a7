import Foundation

/// Swift's synthesized `Codable`, for a script's values, on Foundation's real coders: a value is encoded
/// through real Encoder containers (so JSONEncoder's formatting, key and date strategies, and errors are its
/// own), and decoded into the type a `CodableType` names. Structs and classes code their stored properties
/// (by `CodingKeys` when the type declares them; `nil` optionals are left out); enums with raw values code
/// the raw value, others `{"case":{"label":value}}` (`_0` for unlabelled values), as Swift 5.5+ does.
/// Left out: a type's own `encode(to:)` / `init(from:)`: coding a type that declares one stops with
/// "not supported yet" (coding it as the synthesized Codable would give another answer than Swift's).
indirect enum CodableType {
    case int, double, float, string, bool, sized(IntKind), date, data, url, uuid, decimal
    case array(CodableType), set(CodableType), dictionary(CodableType, CodableType), optional(CodableType)
    case script(TypeInfo)
    /// No declared type (`var x = 0`): whatever JSON value is there.
    case any
}

/// The key type of the containers: named as Swift's synthesized keys are, so errors print alike.
struct CodingKeys: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A type's own `encode(to:)` or `init(from:)`, which ObsREPL does not run (thrown through the coder, then
/// reported at the call of `encode`/`decode`).
struct OwnCodingUnsupported: Error {
    let message: String

    /// Thrown when `type` declares its own coding method of that kind.
    static func check(_ type: TypeInfo, decoding: Bool) throws {
        let declares = decoding
            ? type.initializers.contains { $0.parameters.first?.label == "from" }
            : (type.method("encode").map { $0.parameters.first?.label == "to" } ?? false)
        guard declares else { return }
        throw OwnCodingUnsupported(message: "not supported yet: \(type.name)'s own \(decoding ? "init(from:)" : "encode(to:)") "
            + "(ObsREPL codes values as Swift's synthesized Codable does, and that would differ here)")
    }
}

struct ScriptEncodable: Encodable {
    let value: Value
    unowned let interpreter: Interpreter

    func encode(to encoder: Encoder) throws {
        func one<T: Encodable>(_ item: T) throws {
            var container = encoder.singleValueContainer()
            try container.encode(item)
        }
        switch value {
        case .int(let number): try one(number)
        case .double(let number): try one(number)
        case .float(let number): try one(number)
        case .bool(let truth): try one(truth)
        case .string(let text): try one(text)
        case .sized(let number): try number.isSigned ? one(Int64(bitPattern: number.bits)) : one(number.bits)
        case .none:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .optional(let wrapped): try ScriptEncodable(value: wrapped, interpreter: interpreter).encode(to: encoder)
        case .array(let elements): try encodeList(elements, to: encoder)
        case .set(let set): try encodeList(set.members, to: encoder)
        case .dictionary(let dictionary): try encodeDictionary(dictionary, to: encoder)
        case .native(let date as DateValue): try one(date.date)
        case .native(let url as URLValue): try one(url.url)
        case .native(let uuid as UUIDValue): try one(uuid.uuid)
        case .native(let data as DataValue): try one(data.data)
        case .native(let decimal as DecimalValue): try one(decimal.decimal)
        case .native(let substring as SubstringValue): try one(String(substring.text))
        case .structValue(let structValue):
            try OwnCodingUnsupported.check(structValue.type, decoding: false)
            try encodeFields(structValue.type, structValue.fields, to: encoder)
        case .object(let object):
            try OwnCodingUnsupported.check(object.type, decoding: false)
            try encodeFields(object.type, object.fields, to: encoder)
        case .enumCase(let enumValue): try encodeCase(enumValue, to: encoder)
        default:
            throw EncodingError.invalidValue(interpreter.describe(value), EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: "'\(value.typeName)' is not Encodable"))
        }
    }

    private func encodeList(_ elements: [Value], to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in elements { try container.encode(ScriptEncodable(value: element, interpreter: interpreter)) }
    }

    /// String and Int keys make an object; other keys, a flat list of keys and values (as Swift's Dictionary does).
    private func encodeDictionary(_ dictionary: OrderedDictionary, to encoder: Encoder) throws {
        let keys: [CodingKeys?] = dictionary.keys.map { key in
            if let text = key.stringContent { return CodingKeys(stringValue: text) }
            if case .int(let number) = key { return CodingKeys(intValue: number) }
            return nil
        }
        if keys.allSatisfy({ $0 != nil }) {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, value) in zip(keys, dictionary.values) {
                try container.encode(ScriptEncodable(value: value, interpreter: interpreter), forKey: key!)
            }
            return
        }
        var container = encoder.unkeyedContainer()
        for (key, value) in zip(dictionary.keys, dictionary.values) {
            try container.encode(ScriptEncodable(value: key, interpreter: interpreter))
            try container.encode(ScriptEncodable(value: value, interpreter: interpreter))
        }
    }

    private func encodeFields(_ type: TypeInfo, _ fields: [Value], to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (index, key) in interpreter.codingKeys(of: type) {
            let field = fields[index]
            if field.isNone { continue }
            try container.encode(ScriptEncodable(value: field, interpreter: interpreter), forKey: CodingKeys(stringValue: key))
        }
    }

    private func encodeCase(_ enumValue: EnumValue, to encoder: Encoder) throws {
        try OwnCodingUnsupported.check(enumValue.type, decoding: false)
        if let raw = enumValue.type.rawValues[enumValue.caseName] {
            try ScriptEncodable(value: raw, interpreter: interpreter).encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        var payload = container.nestedContainer(keyedBy: CodingKeys.self, forKey: CodingKeys(stringValue: enumValue.caseName))
        for (index, (label, value)) in zip(enumValue.payloadLabels, enumValue.payload).enumerated() {
            try payload.encode(ScriptEncodable(value: value, interpreter: interpreter), forKey: CodingKeys(stringValue: label ?? "_\(index)"))
        }
    }
}

extension Interpreter {
    /// The stored properties a type codes, with their keys: its `CodingKeys` cases (raw values as keys) when
    /// it declares them, else every stored property; a `let` with a default value is not decoded.
    func codingKeys(of type: TypeInfo, decoding: Bool = false) -> [(index: Int, key: String)] {
        if case .type(let keys)? = type.nested["CodingKeys"] {
            return keys.cases.compactMap { keyCase in
                guard let index = type.index(ofField: keyCase.name) else { return nil }
                let raw = keys.rawValues[keyCase.name]?.stringContent ?? keyCase.name
                return (index, raw)
            }
        }
        return type.fields.enumerated().compactMap { index, field in
            if decoding && field.isLet && field.initializer != nil { return nil }
            return (index, field.name)
        }
    }

    /// The type a `T.self` argument names (`User.self`, `[User].self`, `[String: Date].self`).
    func codableType(of value: Value) -> CodableType {
        switch value {
        case .type(let type): return .script(type)
        case .builtinType(let name): return codableType(named: name)
        case .array(let elements) where elements.count == 1: return .array(codableType(of: elements[0]))
        case .dictionary(let dictionary) where dictionary.count == 1:
            return .dictionary(codableType(of: dictionary.keys[0]), codableType(of: dictionary.values[0]))
        case .native(is DateType): return .date
        case .native(is URLType): return .url
        case .native(is UUIDType): return .uuid
        case .native(is DataType): return .data
        case .native(is DecimalType): return .decimal
        case .metatype(let type): return codableType(named: type.spelled)
        default: return .any
        }
    }

    /// The type a declaration spells (`String?`, `[Payment]`, `[String: Int]`, `Set<Tag>`, `Address`).
    /// `owner`: the type whose declaration names it, where a type nested in it is found by its short name.
    func codableType(named spelled: String?, in owner: TypeInfo? = nil) -> CodableType {
        guard var name = spelled?.replacingOccurrences(of: " ", with: ""), !name.isEmpty else { return .any }
        if name.hasSuffix("?") || name.hasSuffix("!") {
            name.removeLast()
            return .optional(codableType(named: name, in: owner))
        }
        if name.hasPrefix("["), name.hasSuffix("]") {
            let inner = String(name.dropFirst().dropLast())
            if let colon = Self.topLevelColon(in: inner) {
                return .dictionary(codableType(named: String(inner[..<colon]), in: owner),
                                   codableType(named: String(inner[inner.index(after: colon)...]), in: owner))
            }
            return .array(codableType(named: inner, in: owner))
        }
        for (prefix, make) in [("Array<", { CodableType.array($0) }), ("Set<", { CodableType.set($0) }), ("Optional<", { CodableType.optional($0) })]
            where name.hasPrefix(prefix) && name.hasSuffix(">") {
            return make(codableType(named: String(name.dropFirst(prefix.count).dropLast()), in: owner))
        }
        switch name {
        case "Int": return .int
        case "Double", "CGFloat", "TimeInterval", "Float64": return .double
        case "Float", "Float32": return .float
        case "String", "Character", "Substring": return .string
        case "Bool": return .bool
        case "Date": return .date
        case "Data": return .data
        case "URL": return .url
        case "UUID": return .uuid
        case "Decimal": return .decimal
        default:
            if let kind = IntKind.byName[name] { return .sized(kind) }
            if case .type(let type)? = globalValue(name) { return .script(type) }
            if let owner, case .named(let qualified, _) = qualified(.named(name, []), in: owner),
               case .type(let type)? = globalValue(qualified) {
                return .script(type)
            }
            return .any
        }
    }

    static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
