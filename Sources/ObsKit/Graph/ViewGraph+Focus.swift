/// Focus is in one place (rules §15.10): when it leaves a field, the field's `@FocusState` says so (false,
/// or nil), whoever moved it. The graph remembers the field that holds it (`focusHolder`); after each update
/// `settleFocus` makes the FocusStates agree with it.
extension ViewGraph {
    /// A field's `.focused` binding and the value that means "this field".
    typealias FocusBinding = (binding: BindingValue, value: Value)

    /// Whether `focus`'s FocusState says its field has the focus.
    func holdsFocus(_ focus: FocusBinding) throws -> Bool {
        let current = try interpreter.read(focus.binding, .synthesized, Self.fieldSource)
        return Equality.compareValues(current.unwrapped ?? .none, focus.value.unwrapped ?? .none)
    }

    /// Sets `focus`'s FocusState to "not focused": `false`, or nil.
    func release(_ focus: FocusBinding) throws {
        let unfocused: Value = if case .bool = focus.value { .bool(false) } else { .none }
        try interpreter.write(focus.binding, unfocused, .synthesized, Self.fieldSource)
    }

    static func isSameField(_ a: FocusBinding, _ b: FocusBinding) -> Bool {
        a.binding.reachesSameStorage(as: b.binding) && Equality.compareValues(a.value, b.value)
    }

    /// After an update: a FocusState that code set to a field's value moves the focus there, so every other
    /// field's FocusState that still claims it is set back; the field holding the focus that left the screen
    /// takes it along (its FocusState is set back). Returns whether a FocusState was written (an update is due).
    /// Nothing to do, and nothing walked, in a session that declared no `@FocusState`.
    func settleFocus() throws -> Bool {
        guard interpreter.declaresFocusState, root != nil else { return false }
        let shown = textFields().compactMap(\.focus)
        var wrote = false
        if let holder = focusHolder, !shown.contains(where: { Self.isSameField($0, holder) }) {
            if try holdsFocus(holder) {
                try release(holder)
                wrote = true
            }
            focusHolder = nil
        }
        let claiming = try shown.filter(holdsFocus)
        if let newcomer = claiming.first(where: { field in !(focusHolder.map { Self.isSameField(field, $0) } ?? false) }) {
            for other in claiming where !other.binding.reachesSameStorage(as: newcomer.binding) {
                try release(other)
                wrote = true
            }
            focusHolder = newcomer
        } else if let holder = focusHolder, !claiming.contains(where: { Self.isSameField($0, holder) }) {
            focusHolder = nil
        }
        return wrote
    }
}
