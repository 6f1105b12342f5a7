import Foundation

/// Swift's `UnkeyedDecodingContainer` as a type's own `init(from:)` uses it, on Foundation's real container:
/// `decode(_:)`, `decodeIfPresent(_:)`, `decodeNil()`, `isAtEnd`, `count`, `currentIndex`,
/// `nestedContainer(keyedBy:)`, `nestedUnkeyedContainer()`, `superDecoder()`, `codingPath`. One difference: a
/// copy (`var b = a`) shares the position with the original (Swift's copies move on their own).
final class UnkeyedDecodingContainerValue: NativeObject {
    var container: UnkeyedDecodingContainer
    let plan: DecodingPlan
    let scope: CodingScope

    init(_ container: UnkeyedDecodingContainer, _ plan: DecodingPlan, _ scope: CodingScope) {
        self.container = container
        self.plan = plan
        self.scope = scope
    }

    var typeName: String { "UnkeyedDecodingContainer" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (plan, scope) = (plan, scope)
        switch name {
        case "codingPath": return interpreter.codingPathValue(container.codingPath)
        case "isAtEnd": return .bool(container.isAtEnd)
        case "count": return container.count.map { .optional(.int($0)) } ?? Value.none
        case "currentIndex": return .int(container.currentIndex)
        case "decode", "decodeIfPresent":
            return interpreter.codingMethod(name, in: scope) { [self] interpreter, arguments, range, source in
                try interpreter.decodeCall(arguments, in: name, range, source) { type in
                    if name == "decodeIfPresent" {
                        return try plan.decodeIfPresent(type, at: range, source) { try container.decodeIfPresent(ScriptDecodable.self) }
                    }
                    return try plan.decode(type, at: range, source) { try container.decode(ScriptDecodable.self) }
                }
            }
        case "decodeNil":
            return interpreter.codingMethod(name, in: scope) { [self] _, _, _, _ in .bool(try container.decodeNil()) }
        case "nestedContainer":
            return interpreter.codingMethod(name, in: scope) { [self] interpreter, arguments, range, source in
                let keyType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                return .native(KeyedDecodingContainerValue(try container.nestedContainer(keyedBy: CodingKeys.self), keyType: keyType, plan, scope))
            }
        case "nestedUnkeyedContainer":
            return interpreter.codingMethod(name, in: scope) { [self] _, _, _, _ in
                .native(UnkeyedDecodingContainerValue(try container.nestedUnkeyedContainer(), plan, scope))
            }
        case "superDecoder":
            return interpreter.codingMethod(name, in: scope) { [self] _, _, _, _ in .native(DecoderValue(try container.superDecoder(), plan, scope)) }
        default:
            return nil
        }
    }
}
