import Foundation

/// Swift's `UnkeyedEncodingContainer` as a type's own `encode(to:)` uses it, on Foundation's real container:
/// `encode(_:)`, `encode(contentsOf:)`, `encodeNil()`, `nestedContainer(keyedBy:)`, `nestedUnkeyedContainer()`,
/// `superEncoder()`, `count`, `codingPath`. Faithful; `encodeConditional` is left out.
final class UnkeyedEncodingContainerValue: NativeObject {
    var container: UnkeyedEncodingContainer
    let scope: CodingScope

    init(_ container: UnkeyedEncodingContainer, _ scope: CodingScope) {
        self.container = container
        self.scope = scope
    }

    var typeName: String { "UnkeyedEncodingContainer" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(container.codingPath)
        case "count":
            return .int(container.count)
        case "encode":
            return interpreter.codingMethod(name) { [self] interpreter, arguments, range, source in
                try scope.check(interpreter, range, source)
                let site = CodingSite(interpreter: interpreter, range: range, source: source)
                if let sequence = interpreter.argument(arguments, "contentsOf") {
                    for element in try interpreter.elements(of: sequence, range, source) {
                        try container.encode(ScriptEncodable(value: element, site: site))
                    }
                    return .void
                }
                try container.encode(ScriptEncodable(value: try interpreter.requireArgument(arguments, nil, in: name, range, source), site: site))
                return .void
            }
        case "encodeNil":
            return interpreter.codingMethod(name) { [self] interpreter, _, range, source in
                try scope.check(interpreter, range, source)
                try container.encodeNil()
                return .void
            }
        case "nestedContainer":
            return interpreter.codingMethod(name) { [self] interpreter, arguments, range, source in
                let keyType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                try scope.check(interpreter, range, source)
                return .native(KeyedEncodingContainerValue(container.nestedContainer(keyedBy: CodingKeys.self), keyType: keyType,
                                                           EncodingState(scope: scope)))
            }
        case "nestedUnkeyedContainer":
            return interpreter.codingMethod(name) { [self] interpreter, _, range, source in
                try scope.check(interpreter, range, source)
                return .native(UnkeyedEncodingContainerValue(container.nestedUnkeyedContainer(), scope))
            }
        case "superEncoder":
            return interpreter.codingMethod(name) { [self] interpreter, _, range, source in
                try scope.check(interpreter, range, source)
                return .native(EncoderValue(container.superEncoder(), EncodingState(scope: scope)))
            }
        default:
            return nil
        }
    }
}
