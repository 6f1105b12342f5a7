import Foundation

/// Swift's `SingleValueDecodingContainer` as a type's own `init(from:)` uses it, on Foundation's real
/// container: `decode(_:)`, `decodeNil()`, `codingPath`. Faithful.
final class SingleValueDecodingContainerValue: NativeObject {
    let container: SingleValueDecodingContainer
    let plan: DecodingPlan

    init(_ container: SingleValueDecodingContainer, _ plan: DecodingPlan) {
        self.container = container
        self.plan = plan
    }

    var typeName: String { "SingleValueDecodingContainer" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (container, plan) = (container, plan)
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(container.codingPath)
        case "decode":
            return interpreter.codingMethod(name) { interpreter, arguments, range, source in
                try interpreter.decodeCall(arguments, in: name, range, source) { type in
                    try plan.decode(type, at: range, source) { try container.decode(ScriptDecodable.self) }
                }
            }
        case "decodeNil":
            return interpreter.codingMethod(name) { _, _, _, _ in .bool(container.decodeNil()) }
        default:
            return nil
        }
    }
}
