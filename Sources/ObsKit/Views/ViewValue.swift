/// Built-in views as values: what a `body` returns before the graph turns it into nodes.
/// Faithful in structure (stacks, modifiers, conditional content); layout and drawing are left out.
public indirect enum ViewValue {
    case text(String)
    /// `Button("Label") { action }` or `Button(action:) { label }`.
    case button(label: Value, action: Value)
    case stack(StackKind, [Value])
    /// Several views in a row from a view builder (SwiftUI's `TupleView`).
    case tuple([Value])
    /// `if`/`else` in a view builder (`_ConditionalContent`): which branch, and its content.
    case conditional(branch: Int, Value)
    case empty
    /// A view with a modifier applied (`.padding()`, `.border(.red)`): recorded, no effect on behaviour.
    case modified(Value, Modifier)

    public enum StackKind: String {
        case vstack = "VStack", hstack = "HStack", zstack = "ZStack", group = "Group"
    }

    public struct Modifier {
        public let name: String
        public let arguments: [Value]
    }

    var typeName: String {
        switch self {
        case .text: return "Text"
        case .button: return "Button"
        case .stack(let kind, _): return kind.rawValue
        case .tuple: return "TupleView"
        case .conditional: return "_ConditionalContent"
        case .empty: return "EmptyView"
        case .modified: return "ModifiedContent"
        }
    }
}
