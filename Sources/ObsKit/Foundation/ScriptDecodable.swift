import Foundation

/// Decoding a script's values with Foundation's real decoders (see ScriptCodable.swift): Decodable's
/// `init(from:)` takes no type, so the type to make travels in the decoder's `userInfo`, set by the parent
/// just before each nested decode. Missing keys, wrong types and unknown raw values throw Foundation's own
/// DecodingErrors, with their coding paths. A type with its own `init(from:)` runs it (OwnCodingMethods.swift).
final class DecodingPlan: @unchecked Sendable {
    /// The script's call that decodes now (the type's own `init(from:)` is run from there).
    var site: CodingSite
    var interpreter: Interpreter { site.interpreter }
    /// What the next `ScriptDecodable.init(from:)` makes.
    var next: CodableType = .any
    /// The JSONDecoder's `userInfo`, as the script set it (a `[CodingUserInfoKey: Any]`).
    var userInfo: Value = .dictionary(OrderedDictionary())

    init(site: CodingSite) {
        self.site = site
    }

    static let key = CodingUserInfoKey(rawValue: "ObsREPL.DecodingPlan")!

    /// Decodes a nested value of `type` with `decode`, a call of Foundation's that makes a ScriptDecodable;
    /// `range` and `source`: the script's call that asks for it, if it is one.
    func decode(_ type: CodableType, at range: SourceRange? = nil, _ source: SourceText? = nil,
                _ decode: () throws -> ScriptDecodable) throws -> Value {
        try from(range, source) {
            next = type
            return try decode().value
        }
    }

    /// `decodeIfPresent`: nil when the value is missing or null.
    func decodeIfPresent(_ type: CodableType, at range: SourceRange? = nil, _ source: SourceText? = nil,
                         _ decode: () throws -> ScriptDecodable?) throws -> Value {
        try from(range, source) {
            next = type
            defer { next = .any }
            // `Int??` present: an optional of the decoded `Int?` (two levels, as Swift keeps them).
            if case .optional = type { return try decode().map { .optional($0.value) } ?? Value.none }
            return try decode().map { $0.value.asOptional } ?? Value.none
        }
    }

    private func from<T>(_ range: SourceRange?, _ source: SourceText?, _ body: () throws -> T) rethrows -> T {
        let outer = site
        if let range, let source { site = CodingSite(interpreter: interpreter, range: range, source: source) }
        defer { site = outer }
        return try body()
    }
}

struct ScriptDecodable: Decodable {
    let value: Value

    init(value: Value) {
        self.value = value
    }

    init(from decoder: Decoder) throws {
        guard let plan = decoder.userInfo[DecodingPlan.key] as? DecodingPlan else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no decoding plan"))
        }
        let type = plan.next
        plan.next = .any
        value = try Self.decode(type, from: decoder, plan)
    }

    static func decode(_ type: CodableType, from decoder: Decoder, _ plan: DecodingPlan) throws -> Value {
        func one<T: Decodable>(_ kind: T.Type) throws -> T { try decoder.singleValueContainer().decode(T.self) }
        switch type {
        case .int: return .int(try one(Int.self))
        case .double: return .double(try one(Double.self))
        case .float: return .float(try one(Float.self))
        case .string: return .string(try one(String.self))
        case .bool: return .bool(try one(Bool.self))
        case .sized(let kind): return .sized(try kind.run(SizedDecode(container: try decoder.singleValueContainer(), kind: kind)))
        case .date: return .native(DateValue(try one(Foundation.Date.self)))
        case .data: return .native(DataValue(try one(Foundation.Data.self)))
        case .url: return .native(URLValue(try one(URL.self)))
        case .uuid: return .native(UUIDValue(try one(Foundation.UUID.self)))
        case .decimal: return .native(DecimalValue(try one(Foundation.Decimal.self)))
        case .optional(let wrapped):
            if try decoder.singleValueContainer().decodeNil() { return .none }
            return try decode(wrapped, from: decoder, plan).asOptional
        case .array(let element), .set(let element):
            var container = try decoder.unkeyedContainer()
            var elements: [Value] = []
            while !container.isAtEnd {
                elements.append(try plan.decode(element) { try container.decode(ScriptDecodable.self) })
            }
            return Self.isSet(type) ? .set(plan.interpreter.makeSet(elements)) : .array(elements)
        case .range(let bound, let closed):
            var container = try decoder.unkeyedContainer()
            let lower = try plan.decode(bound) { try container.decode(ScriptDecodable.self) }
            let upper = try plan.decode(bound) { try container.decode(ScriptDecodable.self) }
            let source = SourceText(text: "", fileName: "", firstLine: 1)
            if case .bool(true)? = try? plan.interpreter.apply(.greater, lower, upper, .synthesized, source) {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                    debugDescription: "Cannot initialize \(closed ? "ClosedRange" : "Range")<\(plan.interpreter.typeDescription(plan.interpreter.dynamicType(of: lower), qualified: false))> with a lowerBound (\(plan.interpreter.describe(lower))) greater than upperBound (\(plan.interpreter.describe(upper)))"))
            }
            if case .int(let low) = lower, case .int(let high) = upper { return .range(lower: low, upper: high, closed: closed) }
            return .native(RangeValue(lower: lower, upper: upper, closed: closed))
        case .dictionary(let keyType, let valueType):
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var dictionary = OrderedDictionary()
            for key in container.allKeys {
                let keyValue: Value
                if case .int = keyType, let number = Int(key.stringValue) { keyValue = .int(number) } else { keyValue = .string(key.stringValue) }
                dictionary[keyValue] = try plan.decode(valueType) { try container.decode(ScriptDecodable.self, forKey: key) }
            }
            return .dictionary(dictionary)
        case .script(let info, let generics):
            let interpreter = plan.interpreter
            if interpreter.hasOwnDecodingInit(info) { return try interpreter.runOwnDecode(info, generics, from: decoder, plan) }
            let made = info.kind == .enum ? try decodeCase(info, generics, from: decoder, plan) : try decodeFields(info, generics, from: decoder, plan)
            return made.withGenericArguments(generics, ifNamed: info.name)
        case .any:
            return try decodeAny(from: decoder, plan)
        }
    }

    private static func isSet(_ type: CodableType) -> Bool {
        if case .set = type { return true }
        return false
    }

    private struct SizedDecode: IntegerOperation {
        let container: SingleValueDecodingContainer
        let kind: IntKind
        func run<T: FixedWidthInteger>(_ type: T.Type) throws -> SizedInt {
            let fitting: T? = T.isSigned ? T(exactly: try container.decode(Int64.self)) : T(exactly: try container.decode(UInt64.self))
            guard let value = fitting else {
                // As the JSONDecoder of this machine's Foundation (swift-corelibs) reports it, whatever the number's place
                // (swiftc 6.3.1 on Linux: `{"size": 300}` into a UInt8 gives this, with an empty coding path).
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
            }
            return SizedInt(value, kind: kind)
        }
    }

    private static func decodeFields(_ info: TypeInfo, _ generics: [TypeRef], from decoder: Decoder, _ plan: DecodingPlan) throws -> Value {
        let decoded = try decodedFields(info, generics, from: decoder, plan)
        let instance = try plan.interpreter.makeInstance(info)
        switch instance {
        case .structValue(var structValue):
            for (index, value) in decoded { structValue.fields[index] = value }
            return .structValue(structValue)
        case .object(let object):
            for (index, value) in decoded { _ = exchange(&object.fields[index], with: value) }
            return instance
        default:
            return instance
        }
    }

    /// The stored properties the synthesized `init(from:)` of `info` decodes, by their indices.
    static func decodedFields(_ info: TypeInfo, _ generics: [TypeRef], from decoder: Decoder, _ plan: DecodingPlan) throws -> [(Int, Value)] {
        let interpreter = plan.interpreter
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var decoded: [(Int, Value)] = []
        for (index, key) in interpreter.codingKeys(of: info, decoding: true) {
            let field = info.fields[index]
            var type = interpreter.codableType(field.type ?? interpreter.initializerType(field), in: info, generics: generics)
            if let wrapper = field.customWrapper, field.innerWrappers.isEmpty, let wrapperType = interpreter.scriptType(named: wrapper.name) {
                // `@Lowercased var name: String`: the storage is the wrapper, decoded as the wrapper's type (by its own
                // init(from:) or synthesized), as Swift's synthesized init(from:) does.
                type = .script(wrapperType, wrapper.genericArguments)
            }
            let codingKey = CodingKeys(stringValue: key)
            if case .script(let wrapperType, let wrapperArguments) = type, field.customWrapper != nil,
               interpreter.ownContainerMethod("decode", decoding: .type(wrapperType)) != nil {
                // The script's `extension KeyedDecodingContainer` decodes this wrapper (`@Default` that tolerates a
                // missing key): the synthesized init(from:) calls it, as Swift's overload resolution does.
                let scope = CodingScope()
                defer { scope.finish() }
                let own = KeyedDecodingContainerValue(container, keyType: nil, plan, scope)
                let decode = try own.member("decode", interpreter: interpreter, range: plan.site.range, source: plan.site.source)!
                decoded.append((index, try interpreter.callWithValues(decode, [
                    Interpreter.ArgumentValue(label: nil, value: wrapperArguments.isEmpty ? .type(wrapperType)
                                                                    : .metatype(.named(wrapperType.name, wrapperArguments))),
                    Interpreter.ArgumentValue(label: "forKey", value: .native(CodingKeyValue(codingKey))),
                ], plan.site.range, plan.site.source)))
                continue
            }
            switch type {
            case .date:
                // A Date straight from the container, as the synthesized init(from:) decodes it: swift-corelibs reports a
                // date it cannot read at the container's path, without the date's key.
                decoded.append((index, .native(DateValue(try container.decode(Foundation.Date.self, forKey: codingKey)))))
            case .optional(.date):
                decoded.append((index, try container.decodeIfPresent(Foundation.Date.self, forKey: codingKey).map { .optional(.native(DateValue($0))) } ?? .none))
            case .optional(let wrapped):
                decoded.append((index, try plan.decodeIfPresent(wrapped) { try container.decodeIfPresent(ScriptDecodable.self, forKey: codingKey) }))
            default:
                decoded.append((index, try plan.decode(type) { try container.decode(ScriptDecodable.self, forKey: codingKey) }))
            }
        }
        return decoded
    }

    private static func decodeCase(_ info: TypeInfo, _ generics: [TypeRef], from decoder: Decoder, _ plan: DecodingPlan) throws -> Value {
        let interpreter = plan.interpreter
        if let sample = info.rawValues.values.first {
            let isText = sample.stringContent != nil
            let container = try decoder.singleValueContainer()
            let raw: Value = isText ? .string(try container.decode(String.self)) : .int(try container.decode(Int.self))
            guard let found = info.cases.first(where: { info.rawValues[$0.name].map { Equality.compareValues($0, raw) } ?? false }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                    "Cannot initialize \(info.name.split(separator: ".").last.map(String.init) ?? info.name) from invalid \(isText ? "String" : "Int") value \(interpreter.describe(raw))"))
            }
            return .enumCase(EnumValue(type: info, caseName: found.name, payload: [], payloadLabels: []))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first,
              let found = info.cases.first(where: { $0.name == key.stringValue }) else {
            throw DecodingError.typeMismatch(ScriptDecodable.self, .init(codingPath: container.codingPath, debugDescription:
                "Invalid number of keys found, expected one."))
        }
        let labels = found.associated ?? []
        let payloadContainer = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: key)
        let payload = try labels.enumerated().map { index, label in
            let type = found.associatedTypes.indices.contains(index) ? interpreter.codableType(found.associatedTypes[index], in: info, generics: generics) : .any
            let codingKey = CodingKeys(stringValue: label ?? "_\(index)")
            // An optional payload may be missing or null (`decodeIfPresent`), as for a stored property.
            if case .optional(let wrapped) = type {
                return try plan.decodeIfPresent(wrapped) { try payloadContainer.decodeIfPresent(ScriptDecodable.self, forKey: codingKey) }
            }
            return try plan.decode(type) { try payloadContainer.decode(ScriptDecodable.self, forKey: codingKey) }
        }
        return .enumCase(EnumValue(type: info, caseName: found.name, payload: payload, payloadLabels: labels))
    }

    /// A JSON value of no declared type: an Int when it is whole, else a Double, a String, a Bool, nil,
    /// an array or a dictionary.
    private static func decodeAny(from decoder: Decoder, _ plan: DecodingPlan) throws -> Value {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { return .none }
            if let truth = try? container.decode(Bool.self) { return .bool(truth) }
            if let number = try? container.decode(Int.self) { return .int(number) }
            if let number = try? container.decode(Double.self) { return .double(number) }
            if let text = try? container.decode(String.self) { return .string(text) }
        }
        if var list = try? decoder.unkeyedContainer() {
            var elements: [Value] = []
            while !list.isAtEnd { elements.append(try plan.decode(.any) { try list.decode(ScriptDecodable.self) }) }
            return .array(elements)
        }
        return try decode(.dictionary(.string, .any), from: decoder, plan)
    }
}
