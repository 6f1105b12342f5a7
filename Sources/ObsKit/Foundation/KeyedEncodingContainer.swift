import Foundation

/// Swift's `KeyedEncodingContainer` as a type's own `encode(to:)` uses it, on Foundation's real container
/// (keyed by the script's CodingKey type): `encode(_:forKey:)`, `encodeIfPresent(_:forKey:)`,
/// `encodeNil(forKey:)`, `nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer(forKey:)`,
/// `superEncoder()`, `superEncoder(forKey:)`, `codingPath`. Faithful; `encodeConditional` is left out.
final class KeyedEncodingContainerValue: NativeObject {
    var container: KeyedEncodingContainer<CodingKeys>
    let keyType: TypeInfo

    init(_ container: KeyedEncodingContainer<CodingKeys>, keyType: TypeInfo) {
        self.container = container
        self.keyType = keyType
    }

    var typeName: String { "KeyedEncodingContainer<\(Interpreter.shortName(keyType))>" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let keyType = keyType
        func key(_ arguments: [Interpreter.ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> CodingKeys {
            try interpreter.keyArgument(arguments, "forKey", keyType: keyType, in: name, range, source)
        }
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(container.codingPath)
        case "encode", "encodeIfPresent":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] interpreter, arguments, range, source in
                let value = try interpreter.requireArgument(arguments, nil, in: name, range, source)
                let forKey = try key(arguments, range, source)
                if name == "encodeIfPresent" && value.isNone { return .void }
                try container.encode(ScriptEncodable(value: value, site: CodingSite(interpreter: interpreter, range: range, source: source)),
                                     forKey: forKey)
                return .void
            }
        case "encodeNil":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] _, arguments, range, source in
                try container.encodeNil(forKey: try key(arguments, range, source))
                return .void
            }
        case "nestedContainer":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] interpreter, arguments, range, source in
                let nestedType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                let nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: try key(arguments, range, source))
                return .native(KeyedEncodingContainerValue(nested, keyType: nestedType))
            }
        case "nestedUnkeyedContainer":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] _, arguments, range, source in
                .native(UnkeyedEncodingContainerValue(container.nestedUnkeyedContainer(forKey: try key(arguments, range, source))))
            }
        case "superEncoder":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] _, arguments, range, source in
                if arguments.isEmpty { return .native(EncoderValue(container.superEncoder())) }
                return .native(EncoderValue(container.superEncoder(forKey: try key(arguments, range, source))))
            }
        default:
            return nil
        }
    }
}
