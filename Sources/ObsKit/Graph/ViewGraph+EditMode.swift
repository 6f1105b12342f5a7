/// Edit mode (rules §15.25): the window, each sheet and a navigation stack give their content `\.editMode`, a
/// binding to an `EditMode` the host keeps (`.inactive` at first); `.environment(\.editMode, $mode)` gives another. `EditButton`
/// toggles the binding of its environment and is titled "Done" while it is editing. A view that declares
/// `@Environment(\.editMode)` depends on the mode the binding holds (a change re-runs it), as it would on
/// any environment value that changed.
extension ViewGraph {
    static let editModeKey = EnvironmentKeyName.keyPath("editMode")

    /// `\.editMode` given by the host `key` (a navigation stack, the window, a sheet): a binding to the mode it keeps.
    func hostEditMode(_ key: String) -> Value {
        if let binding = editModes[key] { return .optional(.native(binding)) }
        let location = StateLocation(value: editMode(editing: false), fieldName: "editMode")
        let binding = BindingValue(.state(location))
        editModes[key] = binding
        return .optional(.native(binding))
    }

    /// Whether `value` is the edit mode a host gave (a sheet does not share its presenter's).
    func isHostEditMode(_ value: Value?) -> Bool {
        guard case .native(let binding as BindingValue)? = value?.unwrapped else { return false }
        return editModes.values.contains { $0 === binding }
    }

    /// `EditButton()`, drawn with the edit mode of its environment: "Edit", or "Done" while editing; a tap
    /// sets `.active`, or `.inactive` again. Without an edit mode in the environment it does nothing.
    func renderEditButton(_ environment: EnvironmentStore, into rendering: inout Rendering) -> RenderedView {
        guard case .native(let binding as BindingValue)? = environment[Self.editModeKey]?.unwrapped else {
            return .button(label: .text("Edit"), action: .builtin(BuiltinFunction("EditButton") { _, _, _, _ in .void }))
        }
        let mode = (try? interpreter.read(binding, .synthesized, Self.editModeSource)) ?? .none
        rendering.probes.append(.value(binding, mode))
        let action = BuiltinFunction("EditButton") { [unowned self] interpreter, _, range, source in
            let now = try interpreter.read(binding, range, source)
            try interpreter.write(binding, editMode(editing: !Self.isEditing(now)), range, source)
            return .void
        }
        return .button(label: .text(Self.isEditing(mode) ? "Done" : "Edit"), action: .builtin(action))
    }

    private static let editModeSource = SourceText(text: "", fileName: "<edit mode>", firstLine: 1)

    private static func isEditing(_ mode: Value) -> Bool {
        guard case .enumCase(let value) = mode else { return false }
        return value.caseName != "inactive"
    }

    /// `EditMode.active` or `.inactive`, of SwiftUI's prelude.
    private func editMode(editing: Bool) -> Value {
        guard case .type(let type)? = interpreter.globals.value(named: "EditMode") else { return .symbol(editing ? "active" : "inactive") }
        return .enumCase(EnumValue(type: type, caseName: editing ? "active" : "inactive", payload: [], payloadLabels: []))
    }
}
