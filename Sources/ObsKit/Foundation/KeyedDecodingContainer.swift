import Foundation

/// Swift's `KeyedDecodingContainer` as a type's own `init(from:)` uses it, on Foundation's real container
/// (keyed by the script's CodingKey type): `decode(_:forKey:)`, `decodeIfPresent(_:forKey:)`, `contains(_:)`,
/// `allKeys` (the script's keys: those its type has), `decodeNil(forKey:)`, `nestedContainer(keyedBy:forKey:)`,
/// `nestedUnkeyedContainer(forKey:)`, `superDecoder()`, `superDecoder(forKey:)`, `codingPath`. Faithful. A
/// script's `extension KeyedDecodingContainer` with its own `decode(_: W.Type, forKey:)` is the one a decode of a `W`
/// goes to, also the synthesized `init(from:)`'s (the `@Default` property wrapper idiom).
final class KeyedDecodingContainerValue: NativeObject {
    let container: KeyedDecodingContainer<CodingKeys>
    /// The script's CodingKey type; nil for the keys a synthesized `init(from:)` uses (read as CodingKeyValues).
    let keyType: TypeInfo?
    let plan: DecodingPlan
    let scope: CodingScope

    init(_ container: KeyedDecodingContainer<CodingKeys>, keyType: TypeInfo?, _ plan: DecodingPlan, _ scope: CodingScope) {
        self.container = container
        self.keyType = keyType
        self.plan = plan
        self.scope = scope
    }

    var typeName: String { "KeyedDecodingContainer<\(keyType.map(Interpreter.shortName) ?? "CodingKeys")>" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (container, keyType, plan, scope) = (container, keyType, plan, scope)
        let keyLabel: String? = name == "contains" ? nil : "forKey"
        func key(_ arguments: [Interpreter.ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> CodingKeys {
            try interpreter.keyArgument(arguments, keyLabel, keyType: keyType, in: name, range, source)
        }
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(container.codingPath)
        case "allKeys":
            guard let keyType else { return .array(container.allKeys.map { .native(CodingKeyValue($0)) }) }
            return .array(try container.allKeys.compactMap { try interpreter.scriptKey($0, as: keyType, range, source) })
        case "decode", "decodeIfPresent":
            return interpreter.codingMethod(name, in: scope, keyLabels: ["forKey"]) { [self] interpreter, arguments, range, source in
                if let own = interpreter.ownContainerMethod(name, decoding: interpreter.argument(arguments, nil)) {
                    // The script's `extension KeyedDecodingContainer { func decode(_ type: Default.Type, forKey key: Key) }`.
                    let given = arguments.first { $0.label == "forKey" }?.value ?? .void
                    let forKey = try interpreter.force(given, range, source)
                    return try interpreter.call(own.method, receiver: .native(self),
                                                arguments: [arguments[0], Interpreter.ArgumentValue(label: "forKey", value: forKey)],
                                                type: own.extended).value
                }
                let forKey = try key(arguments, range, source)
                return try interpreter.decodeCall(arguments, in: name, range, source) { type in
                    if name == "decodeIfPresent" {
                        return try plan.decodeIfPresent(type, at: range, source) { try container.decodeIfPresent(ScriptDecodable.self, forKey: forKey) }
                    }
                    return try plan.decode(type, at: range, source) { try container.decode(ScriptDecodable.self, forKey: forKey) }
                }
            }
        case "contains":
            return interpreter.codingMethod(name, in: scope, keyLabels: ["_"]) { _, arguments, range, source in
                .bool(container.contains(try key(arguments, range, source)))
            }
        case "decodeNil":
            return interpreter.codingMethod(name, in: scope, keyLabels: ["forKey"]) { _, arguments, range, source in
                .bool(try container.decodeNil(forKey: try key(arguments, range, source)))
            }
        case "nestedContainer":
            return interpreter.codingMethod(name, in: scope, keyLabels: ["forKey"]) { interpreter, arguments, range, source in
                let nestedType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                let nested = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: try key(arguments, range, source))
                return .native(KeyedDecodingContainerValue(nested, keyType: nestedType, plan, scope))
            }
        case "nestedUnkeyedContainer":
            return interpreter.codingMethod(name, in: scope, keyLabels: ["forKey"]) { _, arguments, range, source in
                .native(UnkeyedDecodingContainerValue(try container.nestedUnkeyedContainer(forKey: try key(arguments, range, source)), plan, scope))
            }
        case "superDecoder":
            return interpreter.codingMethod(name, in: scope, keyLabels: ["forKey"]) { _, arguments, range, source in
                let decoder = arguments.isEmpty ? try container.superDecoder() : try container.superDecoder(forKey: try key(arguments, range, source))
                return .native(DecoderValue(decoder, plan, scope))
            }
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// The method `name` of the script's `extension KeyedDecodingContainer` that decodes the type `typeValue` names
    /// (`func decode(_ type: DefaultFalse.Type, forKey key: Key)`), if there is one.
    func ownContainerMethod(_ name: String, decoding typeValue: Value?) -> (method: FunctionDecl, extended: TypeInfo)? {
        guard let extended = builtinExtensions["KeyedDecodingContainer"] else { return nil }
        let wanted: String
        switch typeValue {
        case .type(let type)?: wanted = type.name
        case .metatype(.named(let name, _))?: wanted = name
        default: return nil
        }
        for method in methodCandidates(name, of: extended, isStatic: false) where method.parameters.count == 2 {
            if case .metatype(.named(let typeName, _))? = method.parameters[0].type, typeName == wanted { return (method, extended) }
        }
        return nil
    }
}
