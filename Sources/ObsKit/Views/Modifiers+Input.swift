/// The modifiers that change what a user can do: disable controls, submit and focus text fields, search,
/// refresh, tap any view, and draw views (with their buttons) over or under another (rules §15.10, §15.11).
extension BuiltinModifier {
    static let input: [BuiltinModifier] = [
        BuiltinModifier(name: "disabled", signature: "disabled(_ disabled: Bool)", behaviour: .effect { call in
            guard case .bool(let flag)? = call.values.first?.value else { throw call.error("expected .disabled(condition) with a Bool") }
            return .disabled(flag)
        }),
        BuiltinModifier(name: "submitScope", signature: "submitScope(_ isBlocking: Bool = true) (Return inside reaches no onSubmit outside)",
                        behaviour: .effect { call in
                            guard let given = call.values.first?.value else { return .submitScope(true) }
                            return .submitScope(try call.interpreter.isTrue(given, call.range, call.source))
                        }),
        BuiltinModifier(name: "onSubmit", signature: "onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)",
                        behaviour: .effect { call in
                            let search: Bool
                            if case .symbol("search")? = call.argument("of") { search = true } else { search = false }
                            return .onSubmit(try call.required(call.closure([nil, "action"]), "an action"), search: search)
                        }),
        BuiltinModifier(name: "focused", signature: "focused(_ condition: FocusState<Bool>.Binding), focused(_ binding: FocusState<V>.Binding, equals: V)",
                        behaviour: .effect { call in
                            guard case .native(let binding as BindingValue)? = call.values.first(where: { $0.label == nil })?.value else {
                                throw call.error("expected .focused($flag) or .focused($field, equals: value) with a @FocusState")
                            }
                            return .focused(binding, call.argument("equals") ?? .bool(true))
                        }),
        BuiltinModifier(name: "searchable", signature: "searchable(text: Binding<String>, placement:prompt:), searchable(text:isPresented:placement:prompt:)",
                        behaviour: .effect { call in
                            guard case .native(let binding as BindingValue)? = call.argument("text") else {
                                throw call.error("expected .searchable(text: $query)")
                            }
                            var presented: BindingValue?
                            if let given = call.argument("isPresented") {
                                guard case .native(let flag as BindingValue) = given else {
                                    throw call.error("expected .searchable(text: $query, isPresented: $isSearching) with a Bool binding")
                                }
                                presented = flag
                            }
                            // The field's title: its prompt ("Search" without one), as `:submit` names it.
                            var prompt = "Search"
                            switch call.argument("prompt") {
                            case .string(let text)?: prompt = text
                            case .view(.text(let text))?: prompt = text
                            default: break
                            }
                            return .searchable(binding, isPresented: presented, prompt: prompt)
                        }),
        BuiltinModifier(name: "refreshable", signature: "refreshable(action: @escaping @Sendable () async -> Void)", behaviour: .effect { call in
            .refreshable(try call.required(call.closure([nil, "action"]), "an action"))
        }),
        BuiltinModifier(name: "onTapGesture", signature: "onTapGesture(count: Int = 1, perform action: @escaping () -> Void)",
                        behaviour: .effect { call in .onTapGesture(try call.required(call.closure([nil, "perform"]), "an action")) }),
        // A `TapGesture`'s `onEnded` is what a tap runs; another gesture is recorded only (rules §15.19).
        BuiltinModifier(name: "gesture", signature: "gesture(_ gesture: some Gesture)", behaviour: .effect(Self.gestureEffect)),
        BuiltinModifier(name: "simultaneousGesture", signature: "simultaneousGesture(_ gesture: some Gesture)", behaviour: .effect(Self.gestureEffect)),
        BuiltinModifier(name: "highPriorityGesture", signature: "highPriorityGesture(_ gesture: some Gesture)", behaviour: .effect(Self.gestureEffect)),
        BuiltinModifier(name: "interactiveDismissDisabled", signature: "interactiveDismissDisabled(_ isDisabled: Bool = true)",
                        behaviour: .effect { call in
                            if case .bool(false)? = call.values.first?.value { return .interactiveDismissDisabled(false) }
                            return .interactiveDismissDisabled(true)
                        }),
        BuiltinModifier(name: "deleteDisabled", signature: "deleteDisabled(_ isDisabled: Bool)", behaviour: .effect { call in
            .editDisabled(delete: true, flag: call.values.first.map { if case .bool(false) = $0.value { return false }; return true } ?? true)
        }),
        BuiltinModifier(name: "moveDisabled", signature: "moveDisabled(_ isDisabled: Bool)", behaviour: .effect { call in
            .editDisabled(delete: false, flag: call.values.first.map { if case .bool(false) = $0.value { return false }; return true } ?? true)
        }),
        BuiltinModifier(name: "overlay", signature: "overlay(alignment: Alignment = .center, content: () -> some View), overlay(_ style: some ShapeStyle)",
                        behaviour: .effect(extraContent)),
        BuiltinModifier(name: "background", signature: "background(alignment:content:), background(_ style: some ShapeStyle, in: some Shape)",
                        behaviour: .effect(extraContent)),
        BuiltinModifier(name: "safeAreaInset", signature: "safeAreaInset(edge: VerticalEdge, alignment:spacing:content:)",
                        behaviour: .effect(extraContent)),
        // The deprecated ActionSheet: refused by name, never a silent no-op.
        BuiltinModifier(name: "actionSheet", signature: "actionSheet(isPresented:content:) (deprecated: a confirmation dialog of its ActionSheet's buttons)",
                        behaviour: .effect { call in
                            var dialog = try alert(call)
                            dialog.isDialog = true
                            return .alert(dialog)
                        }),
    ]

    /// `.overlay { content }`: the content is built now, during the body, and drawn with the view; a style
    /// (`.background(.blue)`) is only looks.
    private static func extraContent(_ call: ModifierCall) throws -> ViewValue.Effect {
        if let content = call.closure([nil, "content"]) {
            return .extraContent(try call.interpreter.buildContent(content, call.range, call.source))
        }
        if let view = call.values.first(where: { $0.label == nil })?.value, view.isView, !isOnlyLooks(view) {
            // `.background(GeometryReader { ... })`, `.overlay(Badge())`, `.background(Color.clear.preference(...))`:
            // a view that does something is content; a color or a shape with only looks stays a look.
            return .extraContent(view)
        }
        return .cosmetic
    }

    /// A color, a shape or an image, changed only by looks (`Color.blue.opacity(0.3)`, `Circle().stroke(.red)`).
    private static func isOnlyLooks(_ view: Value) -> Bool {
        switch view {
        case .view(.inert), .view(.image), .view(.empty): return true
        case .view(.modified(let inner, let modifier)):
            if case .cosmetic = modifier.effect { return isOnlyLooks(inner) }
            return false
        default: return false
        }
    }
}

extension BuiltinModifier {
    /// `.gesture(TapGesture().onEnded { ... })`: the view takes a tap as with `onTapGesture`; any other gesture gives
    /// no action (no command performs it).
    @Sendable static func gestureEffect(_ call: ModifierCall) throws -> ViewValue.Effect {
        guard case .native(let gesture as GestureValue)? = call.values.first?.value, let action = gesture.tapAction else {
            return .onTapGesture(.none)
        }
        return .onTapGesture(action)
    }
}
