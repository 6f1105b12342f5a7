import Foundation

/// Swift's `SingleValueEncodingContainer` as a type's own `encode(to:)` uses it, on Foundation's real
/// container: `encode(_:)`, `encodeNil()`, `codingPath`. Faithful.
final class SingleValueEncodingContainerValue: NativeObject {
    var container: SingleValueEncodingContainer
    let state: EncodingState

    init(_ container: SingleValueEncodingContainer, _ state: EncodingState) {
        self.container = container
        self.state = state
    }

    var typeName: String { "SingleValueEncodingContainer" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(container.codingPath)
        case "encode":
            return interpreter.codingMethod(name) { [self] interpreter, arguments, range, source in
                let value = try interpreter.requireArgument(arguments, nil, in: name, range, source)
                try state.encodeSingle(interpreter.jsonShape(of: value), interpreter, range, source)
                try container.encode(ScriptEncodable(value: value, site: CodingSite(interpreter: interpreter, range: range, source: source)))
                return .void
            }
        case "encodeNil":
            return interpreter.codingMethod(name) { [self] interpreter, _, range, source in
                try state.encodeSingle(.other, interpreter, range, source)
                try container.encodeNil()
                return .void
            }
        default:
            return nil
        }
    }
}
