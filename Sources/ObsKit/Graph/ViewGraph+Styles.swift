/// Custom button and toggle styles (rules §15.24). A `Button` or `Toggle` below `.buttonStyle(S())` /
/// `.toggleStyle(S())` with a style of the script's own is drawn by the style: a node of its own (like a
/// custom modifier's, so the style's `@Environment` and `@State` are installed as a view's) whose body is
/// `makeBody(configuration:)`. The configuration's `label` is a stand-in for the control's label, drawn as it is
/// now (a new label alone does not run `makeBody` again, as a modifier's content does not, rules §2.9).
/// - `ButtonStyle`: the style draws the button; a tap on it still runs the action (`isPressed` is false: ObsREPL
///   has no press in progress).
/// - `PrimitiveButtonStyle`: the style owns the interaction; the action runs when it calls
///   `configuration.trigger()` (from a `Button(configuration)`, an `onTapGesture`...).
/// - `ToggleStyle`: the style draws the toggle from `configuration.isOn`, the toggle's binding; `:toggle`
///   still flips the binding, as VoiceOver's activation of the toggle would.
/// Inside the style's body the style is no longer in the environment: its own `Button(configuration)` is the
/// library's button (Apple: PrimitiveButtonStyle, ToggleStyle).
extension ViewGraph {
    static let buttonStyleKey = EnvironmentKeyName.keyPath("__buttonStyle")
    static let toggleStyleKey = EnvironmentKeyName.keyPath("__toggleStyle")

    /// The custom style a button or toggle below this environment is drawn with, if any.
    static func customStyle(_ key: EnvironmentKeyName, in environment: EnvironmentStore) -> StructValue? {
        if case .structValue(let style)? = environment[key] { return style }
        return nil
    }

    /// A button or toggle drawn by a custom style: the style's node, inside what the control still is.
    func renderStyled(_ view: ViewValue, role: ViewValue.Modifier? = nil, style: StructValue, key: EnvironmentKeyName, path: String,
                      environment: EnvironmentStore, into rendering: inout Rendering) -> RenderedView {
        var inner = environment
        inner[key] = nil
        let drawn = role.map { ViewValue.modified(.view(view), $0) } ?? view
        let node = child(rendering: &rendering, key: path + ".style:" + style.type.name,
                         content: .modifier(style, content: .view(drawn)), environment: inner)
        switch view {
        case .button(_, let action):
            if style.type.conforms(to: "PrimitiveButtonStyle") { return .child(node) }
            return .button(label: .child(node), action: action)
        case .control(let control):
            return .control(control, label: .child(node))
        default:
            return .child(node)
        }
    }

    /// Runs a style's `makeBody(configuration:)` for its node.
    func evaluateStyleBody(_ node: ViewNode, style: StructValue, makeBody: FunctionDecl, content: Value) throws -> Value {
        let source = SourceText(text: "", fileName: "", firstLine: 1)
        let label = Value.view(.modifierContent(ModifierContentSource(node, labelOnly: true)))
        let configuration: Value
        switch Self.styledControl(content).control {
        case .button:
            let weakNode = WeakNode(node)
            let trigger = Value.builtin(BuiltinFunction("trigger") { interpreter, _, range, source in
                // The action the button has now (its parent may have drawn it again since).
                guard let node = weakNode.node, case .modifier(_, let content) = node.content,
                      case .button(_, let action) = Self.styledControl(content).control else { return .void }
                return try interpreter.invoke(action, [], range, source)
            })
            let primitive = style.type.conforms(to: "PrimitiveButtonStyle")
            configuration = try interpreter.callMethod(
                "_make", on: try preludeType(primitive ? "PrimitiveButtonStyleConfiguration" : "ButtonStyleConfiguration"),
                [.init(label: "label", value: label), .init(label: "trigger", value: trigger),
                 .init(label: "role", value: Self.styledControl(content).role.map { .optional($0) } ?? .none)], .synthesized, source)
        case .control(.toggle(_, let isOn)):
            configuration = try interpreter.callMethod(
                "_make", on: try preludeType("ToggleStyleConfiguration"),
                [.init(label: "label", value: label), .init(label: "isOn", value: .native(isOn))], .synthesized, source)
        default:
            return .view(.empty)
        }
        return try interpreter.call(makeBody, receiver: .structValue(style),
                                    arguments: [Interpreter.ArgumentValue(label: "configuration", value: configuration)], type: style.type).value
    }

    private func preludeType(_ name: String) throws -> Value {
        guard let type = interpreter.globals.value(named: name) else {
            throw ObsDiagnostic(.runtime, "SwiftUI's \(name) is missing from the prelude", at: nil)
        }
        return type
    }

    /// Whether a control's rendered label is the node of a custom style that draws the control.
    static func isStyleNode(_ label: RenderedView) -> Bool {
        guard case .child(let node) = label, case .modifier(let style, _) = node.content else { return false }
        return style.type.method("body") == nil && style.type.method("makeBody") != nil
    }

    /// What a style's `configuration.label` draws: the label of the control the style node draws.
    static func styledLabel(_ content: Value) -> Value {
        switch styledControl(content).control {
        case .button(let label, _): return label
        case .control(.toggle(let label, _)): return label
        default: return content
        }
    }

    /// The control a style's node draws, and the button's role (`Button("Delete", role: .destructive)` keeps its
    /// role in a modifier around the button).
    static func styledControl(_ content: Value) -> (control: ViewValue?, role: Value?) {
        switch content {
        case .view(.modified(.view(let control), let modifier)) where modifier.name == "role": return (control, modifier.arguments.first)
        case .view(let control): return (control, nil)
        default: return (nil, nil)
        }
    }
}
