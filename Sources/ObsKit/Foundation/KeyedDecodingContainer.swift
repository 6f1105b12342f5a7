import Foundation

/// Swift's `KeyedDecodingContainer` as a type's own `init(from:)` uses it, on Foundation's real container
/// (keyed by the script's CodingKey type): `decode(_:forKey:)`, `decodeIfPresent(_:forKey:)`, `contains(_:)`,
/// `allKeys` (the script's keys: those its type has), `decodeNil(forKey:)`, `nestedContainer(keyedBy:forKey:)`,
/// `nestedUnkeyedContainer(forKey:)`, `superDecoder()`, `superDecoder(forKey:)`, `codingPath`. Faithful.
final class KeyedDecodingContainerValue: NativeObject {
    let container: KeyedDecodingContainer<CodingKeys>
    let keyType: TypeInfo
    let plan: DecodingPlan
    let scope: CodingScope

    init(_ container: KeyedDecodingContainer<CodingKeys>, keyType: TypeInfo, _ plan: DecodingPlan, _ scope: CodingScope) {
        self.container = container
        self.keyType = keyType
        self.plan = plan
        self.scope = scope
    }

    var typeName: String { "KeyedDecodingContainer<\(Interpreter.shortName(keyType))>" }

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
            return .array(try container.allKeys.compactMap { try interpreter.scriptKey($0, as: keyType, range, source) })
        case "decode", "decodeIfPresent":
            return interpreter.codingMethod(name, in: scope, keyLabels: ["forKey"]) { interpreter, arguments, range, source in
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
