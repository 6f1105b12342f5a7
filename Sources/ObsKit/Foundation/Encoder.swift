import Foundation

/// Swift's `Encoder` as a type's own `encode(to:)` gets it: Foundation's real encoder (JSONEncoder's), with
/// `container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()` and `codingPath`. Faithful; `userInfo`
/// is left out (JSONEncoder's `userInfo` is too).
final class EncoderValue: NativeObject {
    let encoder: Encoder
    /// What is encoded at its path so far (EncoderPreconditions.swift).
    let state: EncodingState

    init(_ encoder: Encoder, _ state: EncodingState) {
        self.encoder = encoder
        self.state = state
    }

    var typeName: String { "Encoder" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (encoder, state) = (encoder, state)
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(encoder.codingPath)
        case "container":
            return interpreter.codingMethod(name) { interpreter, arguments, range, source in
                let keyType = try interpreter.keyTypeArgument(arguments, in: name, range, source)
                try state.openKeyed(interpreter, range, source)
                return .native(KeyedEncodingContainerValue(encoder.container(keyedBy: CodingKeys.self), keyType: keyType, state))
            }
        case "unkeyedContainer":
            return interpreter.codingMethod(name) { interpreter, _, range, source in
                try state.openUnkeyed(interpreter, range, source)
                return .native(UnkeyedEncodingContainerValue(encoder.unkeyedContainer(), state.scope))
            }
        case "singleValueContainer":
            return interpreter.codingMethod(name) { interpreter, _, range, source in
                try state.scope.check(interpreter, range, source)
                return .native(SingleValueEncodingContainerValue(encoder.singleValueContainer(), state))
            }
        default:
            return nil
        }
    }
}
