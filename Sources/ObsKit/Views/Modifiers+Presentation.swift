/// The presentation modifiers' effects: an alert (its actions and message built now, during the body
/// that applies it, rules §8 and §13) and a sheet (its content built later, in the presented hierarchy).
extension BuiltinModifier {
    /// `.alert(title, isPresented:) { actions } message: { }`, with `presenting:`, or `.alert(title, item:)`.
    /// The actions run now, during the body (they are not escaping), when the alert has what it shows.
    static func alert(_ call: ModifierCall) throws -> ViewValue.Alert {
        let (values, interpreter, range, source) = (call.values, call.interpreter, call.range, call.source)
        let title = values.first { $0.label == nil && !$0.value.isFunction }.map { interpreter.describe($0.value) } ?? ""
        let actions = values.first { ($0.label == nil || $0.label == "actions" || $0.label == "content") && $0.value.isFunction }?.value
        let message = values.first { $0.label == "message" }?.value
        func build(_ closure: Value?, _ data: Value?) throws -> Value? {
            guard let closure else { return nil }
            if case .closure(let script) = closure { script.buildsViews = true }
            return try interpreter.invoke(closure, data.map { [$0] } ?? [], range, source)
        }
        if case .native(let item as BindingValue)? = values.first(where: { $0.label == "item" })?.value {
            // The actions need the item, so the body reads it: a change re-runs the body.
            let data = try interpreter.read(item, cause: .own, range, source).unwrapped
            let built = try data.flatMap { try build(actions, $0) } ?? .view(.empty)
            if let legacy = try legacyAlert(built, interpreter, range, source) {
                return ViewValue.Alert(title: legacy.title, isPresented: data != nil, flag: nil, actions: legacy.actions,
                                       message: legacy.message, binding: item, setsNil: true)
            }
            return ViewValue.Alert(title: title, isPresented: data != nil, flag: nil, actions: defaultButton(built),
                                   message: try data.flatMap { try build(message, $0) }, binding: item, setsNil: true)
        }
        guard case .native(let isPresented as BindingValue)? = values.first(where: { $0.label == "isPresented" })?.value else {
            throw interpreter.runtimeError("expected .alert(title, isPresented: $flag) { ... } or .alert(title, item: $item) { ... }", range, source)
        }
        if let error = values.first(where: { $0.label == "error" })?.value {
            // `alert(isPresented:error:actions:message:)`: shown while the flag is true and there is an error; the
            // title is its `errorDescription`; closures that take a parameter are given the error.
            guard let data = error.unwrapped else {
                return ViewValue.Alert(title: "", isPresented: false, flag: isPresented, actions: defaultButton(.view(.empty)),
                                       message: nil, binding: isPresented, setsNil: false)
            }
            let description = (try? interpreter.member("errorDescription", of: data, at: range, source))?.unwrapped
            func given(_ closure: Value?) -> Value? {
                if case .closure(let script)? = closure, script.decl.parameters.isEmpty { return nil }
                return data
            }
            return ViewValue.Alert(title: description.map { interpreter.describe($0) } ?? "", isPresented: true, flag: isPresented,
                                   actions: defaultButton(try build(actions, given(actions)) ?? .view(.empty)),
                                   message: try build(message, given(message)), binding: isPresented, setsNil: false)
        }
        if let presenting = values.first(where: { $0.label == "presenting" }) {
            let data = presenting.value.unwrapped
            return ViewValue.Alert(title: title, isPresented: data != nil, flag: isPresented,
                                   actions: defaultButton(try data.flatMap { try build(actions, $0) } ?? .view(.empty)),
                                   message: try data.flatMap { try build(message, $0) }, binding: isPresented, setsNil: false)
        }
        let built = try build(actions, nil)
        if let legacy = try legacyAlert(built, interpreter, range, source) {
            return ViewValue.Alert(title: legacy.title, isPresented: true, flag: isPresented, actions: legacy.actions, message: legacy.message,
                                   binding: isPresented, setsNil: false)
        }
        return ViewValue.Alert(title: title, isPresented: true, flag: isPresented, actions: defaultButton(built ?? .view(.empty)),
                               message: try build(message, nil), binding: isPresented, setsNil: false)
    }

    /// The deprecated `Alert(title:message:dismissButton:)` (or `primaryButton:secondaryButton:`, or an
    /// `ActionSheet(title:message:buttons:)`) a content closure returned: its title, its buttons as the newer
    /// form's (a `.cancel` or `.destructive` one keeps its role), its message; nil for anything else.
    static func legacyAlert(_ built: Value?, _ interpreter: Interpreter, _ range: SourceRange,
                            _ source: SourceText) throws -> (title: String, actions: Value, message: Value?)? {
        guard case .structValue(let alert)? = built, ["Alert", "ActionSheet"].contains(alert.type.name),
              alert.type.moduleName == "SwiftUI" else { return nil }
        func field(_ name: String, of value: Value) throws -> Value { try interpreter.member(name, of: value, at: range, source) }
        let title = try field("title", of: built!)
        var buttons: [Value] = []
        for button in try interpreter.elements(of: try field("buttons", of: built!), range, source) {
            let made = Value.view(.button(label: try field("label", of: button), action: try field("action", of: button).unwrapped ?? .view(.empty)))
            if case .string(let role)? = try field("role", of: button).unwrapped {
                buttons.append(.view(.modified(made, ViewValue.Modifier(name: "role", arguments: [.symbol(role)]))))
            } else {
                buttons.append(made)
            }
        }
        let text: String
        if case .view(.text(let written)) = title { text = written } else { text = interpreter.describe(title) }
        return (text, .view(.tuple(buttons)), try field("message", of: built!).unwrapped)
    }

    /// `.confirmationDialog(title, isPresented:titleVisibility:) { actions } message: { }`: an alert whose
    /// actions get a standard "Cancel" unless one of them has the `.cancel` role.
    static func confirmationDialog(_ call: ModifierCall) throws -> ViewValue.Alert {
        var dialog = try alert(call)
        dialog.isDialog = true
        guard !hasCancelRole(dialog.actions) else { return dialog }
        let cancel = Value.view(.button(label: .view(.text("Cancel")), action: .void))
        return ViewValue.Alert(title: dialog.title, isPresented: dialog.isPresented, flag: dialog.flag,
                               actions: .view(.tuple([dialog.actions, cancel])), message: dialog.message,
                               binding: dialog.binding, setsNil: dialog.setsNil, isDialog: true)
    }

    private static func hasCancelRole(_ actions: Value) -> Bool {
        switch actions {
        case .view(.modified(let inner, let modifier)):
            if modifier.name == "role", case .symbol("cancel")? = modifier.arguments.first { return true }
            return hasCancelRole(inner)
        case .view(.tuple(let items)): return items.contains(where: hasCancelRole)
        case .view(.conditional(_, let inner)): return hasCancelRole(inner)
        default: return false
        }
    }

    /// An alert without buttons shows an "OK" that dismisses it.
    private static func defaultButton(_ actions: Value) -> Value {
        if case .view(.empty) = actions { return .view(.button(label: .view(.text("OK")), action: .view(.empty))) }
        return actions
    }

    static func sheet(_ call: ModifierCall, style: String = "sheet") throws -> ViewValue.Sheet {
        var sheet = try plainSheet(call)
        sheet.style = style
        return sheet
    }

    private static func plainSheet(_ call: ModifierCall) throws -> ViewValue.Sheet {
        let (values, interpreter, range, source) = (call.values, call.interpreter, call.range, call.source)
        guard let content = values.last(where: { ($0.label == nil || $0.label == "content") && $0.value.isFunction })?.value else {
            throw interpreter.runtimeError("expected .sheet(isPresented: $flag) { content }", range, source)
        }
        // `.sheet(item: $error) { reload() } content: { ErrorView($0) }`: with `content:` written, the first trailing
        // closure is the one for the parameter before it, `onDismiss`.
        let trailingOnDismiss = values.contains { $0.label == "content" } ? values.first { $0.label == nil && $0.value.isFunction }?.value : nil
        let onDismiss = values.first { $0.label == "onDismiss" }?.value ?? trailingOnDismiss
        if case .native(let item as BindingValue)? = values.first(where: { $0.label == "item" })?.value {
            return ViewValue.Sheet(binding: item, isItem: true, content: content, onDismiss: onDismiss)
        }
        guard case .native(let isPresented as BindingValue)? = values.first(where: { $0.label == "isPresented" })?.value else {
            throw interpreter.runtimeError("expected .sheet(isPresented: $flag) { ... } or .sheet(item: $item) { ... }", range, source)
        }
        return ViewValue.Sheet(binding: isPresented, isItem: false, content: content, onDismiss: onDismiss)
    }
}
