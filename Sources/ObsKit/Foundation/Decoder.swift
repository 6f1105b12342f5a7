import Foundation

/// Swift's `Decoder` as a type's own `init(from:)` gets it: Foundation's real decoder (JSONDecoder's), with
/// `container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()`, `codingPath` and `userInfo` (what the
/// script put in the JSONDecoder's, keyed by `CodingUserInfoKey`s). Faithful.
final class DecoderValue: NativeObject {
    let decoder: Decoder
    let plan: DecodingPlan
    /// The run of `init(from:)` it was given to (it works only while that runs).
    let scope: CodingScope

    init(_ decoder: Decoder, _ plan: DecodingPlan, _ scope: CodingScope) {
        self.decoder = decoder
        self.plan = plan
        self.scope = scope
    }

    var typeName: String { "Decoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (decoder, plan, scope) = (decoder, plan, scope)
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(decoder.codingPath)
        case "userInfo":
            return plan.userInfo
        case "container":
            return interpreter.codingMethod(name, in: scope) { interpreter, arguments, range, source in
                let keyType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                return .native(KeyedDecodingContainerValue(try decoder.container(keyedBy: CodingKeys.self), keyType: keyType, plan, scope))
            }
        case "unkeyedContainer":
            return interpreter.codingMethod(name, in: scope) { _, _, _, _ in
                .native(UnkeyedDecodingContainerValue(try decoder.unkeyedContainer(), plan, scope))
            }
        case "singleValueContainer":
            return interpreter.codingMethod(name, in: scope) { _, _, _, _ in
                .native(SingleValueDecodingContainerValue(try decoder.singleValueContainer(), plan, scope))
            }
        default:
            return nil
        }
    }
}
