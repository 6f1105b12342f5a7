import Foundation

/// Swift's `KeyedEncodingContainer` as a type's own `encode(to:)` uses it, on Foundation's real container
/// (keyed by the script's CodingKey type): `encode(_:forKey:)`, `encodeIfPresent(_:forKey:)`,
/// `encodeNil(forKey:)`, `nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer(forKey:)`,
/// `superEncoder()`, `superEncoder(forKey:)`, `codingPath`. Faithful; `encodeConditional` is left out.
final class KeyedEncodingContainerValue: NativeObject {
    var container: KeyedEncodingContainer<CodingKeys>
    let keyType: TypeInfo
    /// What its keys hold so far (EncoderPreconditions.swift).
    let state: EncodingState

    init(_ container: KeyedEncodingContainer<CodingKeys>, keyType: TypeInfo, _ state: EncodingState) {
        self.container = container
        self.keyType = keyType
        self.state = state
    }

    var typeName: String { "KeyedEncodingContainer<\(Interpreter.shortName(keyType))>" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (keyType, state) = (keyType, state)
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
                try state.encode(interpreter.jsonShape(of: value), forKey: forKey.stringValue, interpreter, range, source)
                try container.encode(ScriptEncodable(value: value, site: CodingSite(interpreter: interpreter, range: range, source: source)),
                                     forKey: forKey)
                return .void
            }
        case "encodeNil":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] interpreter, arguments, range, source in
                let forKey = try key(arguments, range, source)
                try state.encode(.other, forKey: forKey.stringValue, interpreter, range, source)
                try container.encodeNil(forKey: forKey)
                return .void
            }
        case "nestedContainer":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] interpreter, arguments, range, source in
                let nestedType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                let forKey = try key(arguments, range, source)
                let nestedState = try state.nestedKeyed(forKey: forKey.stringValue, keyTypeName: Interpreter.shortName(keyType),
                                                        interpreter, range, source)
                let nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: forKey)
                return .native(KeyedEncodingContainerValue(nested, keyType: nestedType, nestedState))
            }
        case "nestedUnkeyedContainer":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] interpreter, arguments, range, source in
                let forKey = try key(arguments, range, source)
                try state.nestedUnkeyed(forKey: forKey.stringValue, interpreter, range, source)
                return .native(UnkeyedEncodingContainerValue(container.nestedUnkeyedContainer(forKey: forKey), state.scope))
            }
        case "superEncoder":
            return interpreter.codingMethod(name, keyLabels: ["forKey"]) { [self] interpreter, arguments, range, source in
                try state.scope.check(interpreter, range, source)
                let superEncoder = arguments.isEmpty ? container.superEncoder() : container.superEncoder(forKey: try key(arguments, range, source))
                return .native(EncoderValue(superEncoder, EncodingState(scope: state.scope)))
            }
        default:
            return nil
        }
    }
}
