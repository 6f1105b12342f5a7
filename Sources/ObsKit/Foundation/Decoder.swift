import Foundation

/// Swift's `Decoder` as a type's own `init(from:)` gets it: Foundation's real decoder (JSONDecoder's), with
/// `container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()` and `codingPath`. Faithful; `userInfo`
/// is left out (JSONDecoder's `userInfo` is too).
final class DecoderValue: NativeObject {
    let decoder: Decoder
    let plan: DecodingPlan

    init(_ decoder: Decoder, _ plan: DecodingPlan) {
        self.decoder = decoder
        self.plan = plan
    }

    var typeName: String { "Decoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (decoder, plan) = (decoder, plan)
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(decoder.codingPath)
        case "container":
            return interpreter.codingMethod(name) { interpreter, arguments, range, source in
                let keyType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                return .native(KeyedDecodingContainerValue(try decoder.container(keyedBy: CodingKeys.self), keyType: keyType, plan))
            }
        case "unkeyedContainer":
            return interpreter.codingMethod(name) { _, _, _, _ in .native(UnkeyedDecodingContainerValue(try decoder.unkeyedContainer(), plan)) }
        case "singleValueContainer":
            return interpreter.codingMethod(name) { _, _, _, _ in
                .native(SingleValueDecodingContainerValue(try decoder.singleValueContainer(), plan))
            }
        default:
            return nil
        }
    }
}
