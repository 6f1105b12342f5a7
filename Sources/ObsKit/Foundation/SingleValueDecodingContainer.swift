import Foundation

/// Swift's `SingleValueDecodingContainer` as a type's own `init(from:)` uses it, on Foundation's real
/// container: `decode(_:)`, `decodeNil()`, `codingPath`. Faithful.
final class SingleValueDecodingContainerValue: NativeObject {
    let container: SingleValueDecodingContainer
    let plan: DecodingPlan
    let scope: CodingScope

    init(_ container: SingleValueDecodingContainer, _ plan: DecodingPlan, _ scope: CodingScope) {
        self.container = container
        self.plan = plan
        self.scope = scope
    }

    var typeName: String { "SingleValueDecodingContainer" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let (container, plan, scope) = (container, plan, scope)
        switch name {
        case "codingPath":
            return interpreter.codingPathValue(container.codingPath)
        case "decode":
            return interpreter.codingMethod(name, in: scope) { interpreter, arguments, range, source in
                try interpreter.decodeCall(arguments, in: name, range, source) { type in
                    try plan.decode(type, at: range, source) { try container.decode(ScriptDecodable.self) }
                }
            }
        case "decodeNil":
            return interpreter.codingMethod(name, in: scope) { _, _, _, _ in .bool(container.decodeNil()) }
        default:
            return nil
        }
    }
}
