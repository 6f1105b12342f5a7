import Foundation

/// Swift's `Codable` for a script's values, on Foundation's real coders: a value is encoded through real
/// Encoder containers (so JSONEncoder's formatting, key and date strategies, and errors are its own), and
/// decoded into the type a `CodableType` names. A type with its own `encode(to:)` / `init(from:)` runs it, with
/// script values wrapping Foundation's encoder, decoder and containers (OwnCodingMethods.swift, Encoder.swift,
/// Decoder.swift and the container files); either half may be its own and the other synthesized. Synthesized:
/// structs and classes code their stored properties (by `CodingKeys` when the type declares them; `nil`
/// optionals are left out); enums with raw values code the raw value, others `{"case":{"label":value}}` (`_0`
/// for unlabelled values), as Swift 5.5+ does. Faithful; a type whose methods Swift would not synthesize (a
/// stored property that is not Codable) is coded anyway, as far as its values allow.
indirect enum CodableType {
    case int, double, float, string, bool, sized(IntKind), date, data, url, uuid, decimal
    case array(CodableType), set(CodableType), dictionary(CodableType, CodableType), optional(CodableType)
    /// `Range<Bound>` / `ClosedRange<Bound>`: coded as `[lowerBound, upperBound]`, as Swift's conformances do.
    case range(CodableType, closed: Bool)
    /// A script's type, with its generic arguments (`Page<User>`).
    case script(TypeInfo, [TypeRef])
    /// No declared type (`var x = 0`): whatever JSON value is there.
    case any
}

struct ScriptEncodable: Encodable {
    let value: Value
    /// The script's call that encodes it (the type's own `encode(to:)` is run from there).
    let site: CodingSite
    var interpreter: Interpreter { site.interpreter }

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
        case .optional(let wrapped): try ScriptEncodable(value: wrapped, site: site).encode(to: encoder)
        case .array(let elements): try encodeList(elements, to: encoder)
        case .set(let set): try encodeList(set.members, to: encoder)
        case .range(let lower, let upper, _): try encodeList([.int(lower), .int(upper)], to: encoder)
        case .native(let bounds as RangeValue) where bounds.lower != nil && bounds.upper != nil:
            try encodeList([bounds.lower!, bounds.upper!], to: encoder)
        case .dictionary(let dictionary): try encodeDictionary(dictionary, to: encoder)
        case .native(let date as DateValue): try one(date.date)
        case .native(let url as URLValue): try one(url.url)
        case .native(let uuid as UUIDValue): try one(uuid.uuid)
        case .native(let data as DataValue): try one(data.data)
        case .native(let decimal as DecimalValue): try one(decimal.decimal)
        case .native(let substring as SubstringValue): try one(String(substring.text))
        case .structValue(let structValue) where interpreter.hasOwnEncode(structValue.type): try interpreter.runOwnEncode(value, to: encoder, site)
        case .object(let object) where interpreter.hasOwnEncode(object.type): try interpreter.runOwnEncode(value, to: encoder, site)
        case .enumCase(let enumValue) where interpreter.hasOwnEncode(enumValue.type): try interpreter.runOwnEncode(value, to: encoder, site)
        case .structValue(let structValue): try encodeFields(structValue.type, structValue.fields, to: encoder)
        case .object(let object): try encodeFields(object.type, object.fields, to: encoder)
        case .enumCase(let enumValue): try encodeCase(enumValue, to: encoder)
        default:
            throw EncodingError.invalidValue(self, EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: "'\(value.typeName)' is not Encodable"))
        }
    }

    private func encodeList(_ elements: [Value], to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in elements { try container.encode(ScriptEncodable(value: element, site: site)) }
    }

    /// String and Int keys make an object; other keys, a flat list of keys and values (as Swift's Dictionary does).
    private func encodeDictionary(_ dictionary: OrderedDictionary, to encoder: Encoder) throws {
        let keys: [CodingKeys?] = dictionary.keys.map { key in
            if let text = key.stringContent { return CodingKeys(stringValue: text) }
            if case .int(let number) = key { return CodingKeys(intValue: number) }
            return nil
        }
        if site.keyStrategyIsSet, dictionary.keys.allSatisfy({ $0.stringContent != nil }) {
            // A key strategy leaves a String-keyed dictionary's keys as they are (Foundation encodes a Swift
            // `[String: V]` by its own path): so it is one here. Its order is then Swift's, as a Dictionary's is.
            var native: [String: ScriptEncodable] = [:]
            for (key, value) in zip(dictionary.keys, dictionary.values) { native[key.stringContent!] = ScriptEncodable(value: value, site: site) }
            var container = encoder.singleValueContainer()
            try container.encode(native)
            return
        }
        if keys.allSatisfy({ $0 != nil }) {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, value) in zip(keys, dictionary.values) {
                try container.encode(ScriptEncodable(value: value, site: site), forKey: key!)
            }
            return
        }
        var container = encoder.unkeyedContainer()
        for (key, value) in zip(dictionary.keys, dictionary.values) {
            try container.encode(ScriptEncodable(value: key, site: site))
            try container.encode(ScriptEncodable(value: value, site: site))
        }
    }

    /// The stored properties the synthesized `encode(to:)` of `type` encodes.
    func encodeFields(_ type: TypeInfo, _ fields: [Value], to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (index, key) in interpreter.codingKeys(of: type) {
            let field = fields[index]
            if field.isNone { continue }
            try container.encode(ScriptEncodable(value: field, site: site), forKey: CodingKeys(stringValue: key))
        }
    }

    private func encodeCase(_ enumValue: EnumValue, to encoder: Encoder) throws {
        if let raw = enumValue.type.rawValues[enumValue.caseName] {
            try ScriptEncodable(value: raw, site: site).encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        var payload = container.nestedContainer(keyedBy: CodingKeys.self, forKey: CodingKeys(stringValue: enumValue.caseName))
        // An optional payload that is nil is left out (the synthesized code uses `encodeIfPresent`).
        for (index, (label, value)) in zip(enumValue.payloadLabels, enumValue.payload).enumerated() where !value.isNone {
            try payload.encode(ScriptEncodable(value: value, site: site), forKey: CodingKeys(stringValue: label ?? "_\(index)"))
        }
    }
}

extension Interpreter {
    /// The stored properties a type codes, with their keys: its `CodingKeys` cases (raw values as keys; Swift's
    /// own when it declares none), else every stored property; a `let` with a default value is not decoded. A
    /// subclass that does not itself conform codes as the class that does (whose synthesized methods it inherits).
    func codingKeys(of type: TypeInfo, decoding: Bool = false) -> [(index: Int, key: String)] {
        let skipped = { (index: Int) in decoding && type.fields[index].isLet && type.fields[index].initializer != nil }
        var conforming = type
        while !conforming.conformances.contains(where: Lowering.codableProtocols.contains), let parent = conforming.superclass {
            conforming = parent
        }
        if case .type(let keys)? = conforming.nested["CodingKeys"] {
            return keys.cases.compactMap { keyCase in
                // An @Observable class keeps `name` in the macro's storage `_name`, which CodingKeys may name.
                let storage = type.isObservableClass && keyCase.name.hasPrefix("_") ? type.index(ofField: String(keyCase.name.dropFirst())) : nil
                guard let index = type.index(ofField: keyCase.name) ?? storage, !skipped(index) else { return nil }
                let raw = keys.rawValues[keyCase.name]?.stringContent ?? keyCase.name
                return (index, raw)
            }
        }
        return type.fields.indices.compactMap { index in skipped(index) ? nil : (index, type.fields[index].name) }
    }

    /// The type a `T.self` argument names (`User.self`, `[User].self`, `[String: Date].self`, `Page<User>.self`).
    func codableType(of value: Value) -> CodableType {
        switch value {
        case .type(let type): return .script(type, [])
        case .builtinType(let name): return codableType(.named(name, []))
        case .array(let elements) where elements.count == 1: return .array(codableType(of: elements[0]))
        case .dictionary(let dictionary) where dictionary.count == 1:
            return .dictionary(codableType(of: dictionary.keys[0]), codableType(of: dictionary.values[0]))
        case .native(is DateType): return .date
        case .native(is URLType): return .url
        case .native(is UUIDType): return .uuid
        case .native(is DataType): return .data
        case .native(is DecimalType): return .decimal
        case .metatype(let type): return codableType(type)
        default: return .any
        }
    }

    /// The type a declaration names (`String?`, `[Payment]`, `[String: Int]`, `Set<Tag>`, `Address`, `Page<User>`).
    /// `owner`: the type whose declaration names it, where a type nested in it is found by its short name, and
    /// whose generic parameters stand for `generics` (`T` of a `Page<User>` is `User`).
    func codableType(_ written: TypeRef?, in owner: TypeInfo? = nil, generics: [TypeRef] = []) -> CodableType {
        guard let written else { return .any }
        let inner = { self.codableType($0, in: owner, generics: generics) }
        switch written.canonical {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return .optional(inner(wrapped))
        case .array(let element): return .array(inner(element))
        case .dictionary(let key, let value): return .dictionary(inner(key), inner(value))
        case .named("Set", let arguments) where arguments.count == 1: return .set(inner(arguments[0]))
        case .named("Range", let arguments) where arguments.count == 1: return .range(inner(arguments[0]), closed: false)
        case .named("ClosedRange", let arguments) where arguments.count == 1: return .range(inner(arguments[0]), closed: true)
        case .named(let name, let arguments):
            if let owner, let position = owner.decl.genericParameters.firstIndex(where: { $0.name == name }) {
                return position < generics.count ? codableType(generics[position]) : .any
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
            default: break
            }
            if let kind = IntKind.byName[name] { return .sized(kind) }
            let bound = arguments.map { Self.substitute($0, owner?.decl.genericParameters.map(\.name) ?? [], generics) }
            if case .type(let type)? = globalValue(name) { return .script(type, bound) }
            if let owner, case .named(let qualified, _) = qualified(.named(name, []), in: owner),
               case .type(let type)? = globalValue(qualified) {
                return .script(type, bound)
            }
            return .any
        default:
            return .any
        }
    }

    /// The type of a stored property declared without one by its initializer's call of a type
    /// (`var notifications = NotificationSettings(enabled: true)` is a `NotificationSettings`), nil otherwise.
    func initializerType(_ field: TypeInfo.StoredField) -> TypeRef? {
        guard case .call(let callee, _)? = field.initializer?.kind else { return nil }
        switch callee.kind {
        case .global(let slot): if case .type(let type)? = globals.values[slot] { return .named(type.name, []) }
        case .name(let name): if case .type(let type)? = globalValue(name) { return .named(type.name, []) }
        default: break
        }
        return nil
    }

    /// `written` with the generic parameters `names` replaced by `arguments` (`[T]` in a `Page<User>` is `[User]`).
    private static func substitute(_ written: TypeRef, _ names: [String], _ arguments: [TypeRef]) -> TypeRef {
        guard !names.isEmpty else { return written }
        let inner = { substitute($0, names, arguments) }
        switch written {
        case .named(let name, let given):
            if given.isEmpty, let position = names.firstIndex(of: name), position < arguments.count { return arguments[position] }
            return .named(name, given.map(inner))
        case .optional(let wrapped): return .optional(inner(wrapped))
        case .array(let element): return .array(inner(element))
        case .dictionary(let key, let value): return .dictionary(inner(key), inner(value))
        default: return written
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
