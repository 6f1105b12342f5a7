import Foundation

/// Swift's `Encoder` as a type's own `encode(to:)` gets it: Foundation's real encoder (JSONEncoder's), with
/// `container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()` and `codingPath`. Faithful; `userInfo`
/// is left out (JSONEncoder's `userInfo` is too).
final class EncoderValue: NativeObject {
    let encoder: Encoder

    init(_ encoder: Encoder) {
        self.encoder = encoder
    }

    var typeName: String { "Encoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let encoder = encoder
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(encoder.codingPath)
        case "container":
            return interpreter.codingMethod(name) { interpreter, arguments, range, source in
                let keyType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                return .native(KeyedEncodingContainerValue(encoder.container(keyedBy: CodingKeys.self), keyType: keyType))
            }
        case "unkeyedContainer":
            return interpreter.codingMethod(name) { _, _, _, _ in .native(UnkeyedEncodingContainerValue(encoder.unkeyedContainer())) }
        case "singleValueContainer":
            return interpreter.codingMethod(name) { _, _, _, _ in
                .native(SingleValueEncodingContainerValue(encoder.singleValueContainer()))
            }
        default:
            return nil
        }
    }
}
