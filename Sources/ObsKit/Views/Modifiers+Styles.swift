/// `.buttonStyle(_:)` and `.toggleStyle(_:)`. A style of the script's own (a type with `makeBody(configuration:)`)
/// is put in the environment: the buttons and toggles below are drawn by its `makeBody` (ViewGraph+Styles). A
/// library style (`.bordered`, `.switch`) only changes the looks, and ends an outer custom style for its subtree,
/// as an inner `.buttonStyle` replaces an outer one in SwiftUI.
extension BuiltinModifier {
    static let styles: [BuiltinModifier] = [
        BuiltinModifier(name: "buttonStyle", signature: "buttonStyle(_ style: some ButtonStyle), buttonStyle(_ style: some PrimitiveButtonStyle)",
                        behaviour: .effect { call in style(call, key: ViewGraph.buttonStyleKey) }),
        BuiltinModifier(name: "toggleStyle", signature: "toggleStyle(_ style: some ToggleStyle)",
                        behaviour: .effect { call in style(call, key: ViewGraph.toggleStyleKey) }),
    ]

    private static func style(_ call: ModifierCall, key: EnvironmentKeyName) -> ViewValue.Effect {
        if case .structValue(let style)? = call.values.first?.value, style.type.method("makeBody") != nil {
            return .environmentValue(key: key, value: .structValue(style))
        }
        return .environmentValue(key: key, value: .none)
    }
}
