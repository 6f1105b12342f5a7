/// The modifiers with behaviour: each row makes the effect the view graph acts on (rules §1, §8, §11,
/// §13, §14). Alert actions are built here, while the body that applies them runs (rules §8).
extension BuiltinModifier {
    static let behaviours: [BuiltinModifier] = [
        BuiltinModifier(name: "onAppear", signature: "onAppear(perform action: (() -> Void)? = nil)", behaviour: .effect { call in
            .onAppear(try call.required(call.closure([nil, "perform"]), "an action"))
        }),
        BuiltinModifier(name: "onDisappear", signature: "onDisappear(perform action: (() -> Void)? = nil)", behaviour: .effect { call in
            .onDisappear(try call.required(call.closure([nil, "perform"]), "an action"))
        }),
        BuiltinModifier(name: "task", signature: "task(priority:_:), task(id:priority:_:)", behaviour: .effect { call in
            // "The default priority is userInitiated" (Apple, `View.task(priority:_:)`).
            .task(try call.required(call.closure([nil, "operation"]), "an action"), id: call.argument("id"),
                  priority: call.argument("priority").flatMap(TaskPriorityValue.given) ?? TaskPriorityValue.named("userInitiated")!)
        }),
        BuiltinModifier(name: "onChange", signature: "onChange(of:initial:_:) { old, new in }, onChange(of:perform:) { new in }", behaviour: .effect { call in
            .onChange(of: try call.required(call.argument("of"), "a value: .onChange(of: value)"),
                      action: try call.required(call.closure([nil, "perform"]), "an action"),
                      initial: call.argument("initial").map { if case .bool(true) = $0 { return true }; return false } ?? false)
        }),
        BuiltinModifier(name: "onReceive", signature: "onReceive(_ publisher: P, perform action: @escaping (P.Output) -> Void)", behaviour: .effect { call in
            .onReceive(publisher: try call.required(call.values.first { $0.label == nil }?.value, "a publisher"),
                       action: try call.required(call.closure([nil, "perform"]), "an action"))
        }),
        BuiltinModifier(name: "id", signature: "id(_ id: some Hashable)", behaviour: .effect { call in
            .identity(try call.required(call.values.first?.value, "an identity"))
        }),
        BuiltinModifier(name: "tag", signature: "tag(_ tag: some Hashable)", behaviour: .effect { call in
            .tag(try call.required(call.values.first?.value, "a tag"))
        }),
        BuiltinModifier(name: "environmentObject", signature: "environmentObject(_ object: some ObservableObject)", behaviour: .effect { call in
            guard case .object(let object)? = call.values.first?.value else { throw call.error("environmentObject(_:) takes an ObservableObject") }
            return .environmentObject(object)
        }),
        BuiltinModifier(name: "redacted", signature: "redacted(reason: RedactionReasons) (adds to \\.redactionReasons below; drawn the same here)",
                        behaviour: .effect { call in .redaction(try call.required(call.values.first?.value, "a reason")) }),
        BuiltinModifier(name: "unredacted", signature: "unredacted() (empties \\.redactionReasons below)", behaviour: .effect { _ in .redaction(nil) }),
        BuiltinModifier(name: "transformEnvironment", signature: "transformEnvironment(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: (inout V) -> Void)",
                        behaviour: .effect { call in
                            guard case .keyPath(let path)? = call.values.first?.value, case .member(let key)? = path.components.first,
                                  let transform = call.values.last?.value, transform.isFunction else {
                                throw call.error("expected .transformEnvironment(\\.key) { value in ... }")
                            }
                            return .environmentTransform(name: key, transform: transform)
                        }),
        BuiltinModifier(name: "environment", signature: "environment(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V), environment(_ object: (some Observable)?)",
                        behaviour: .effect(environment)),
        BuiltinModifier(name: "colorScheme", signature: "colorScheme(_ colorScheme: ColorScheme) (deprecated: sets \\.colorScheme below)",
                        behaviour: .effect { call in
                            .environmentValue(key: .keyPath("colorScheme"), value: try call.required(call.values.first?.value, "a color scheme"))
                        }),
        BuiltinModifier(name: "alert", signature: "alert(_ title:isPresented:actions:message:), alert(_:isPresented:presenting:actions:), alert(item:content:)",
                        behaviour: .effect { call in .alert(try alert(call)) }),
        BuiltinModifier(name: "sheet", signature: "sheet(isPresented:onDismiss:content:), sheet(item:onDismiss:content:)",
                        behaviour: .effect { call in .sheet(try sheet(call)) }),
        BuiltinModifier(name: "fullScreenCover", signature: "fullScreenCover(isPresented:onDismiss:content:), fullScreenCover(item:onDismiss:content:)",
                        behaviour: .effect { call in .sheet(try sheet(call, style: "fullScreenCover")) }),
        BuiltinModifier(name: "popover", signature: "popover(isPresented:attachmentAnchor:arrowEdge:content:), popover(item:...) (a sheet on iPhone)",
                        behaviour: .effect { call in .sheet(try sheet(call, style: "popover")) }),
        BuiltinModifier(name: "inspector", signature: "inspector(isPresented: Binding<Bool>, content: () -> some View) (a sheet on iPhone)",
                        behaviour: .effect { call in .sheet(try sheet(call, style: "inspector")) }),
        BuiltinModifier(name: "confirmationDialog", signature: "confirmationDialog(_ title:isPresented:titleVisibility:actions:message:), (…presenting:actions:message:)",
                        behaviour: .effect { call in .alert(try confirmationDialog(call)) }),
        BuiltinModifier(name: "navigationDestination", signature: "navigationDestination(for data: D.Type, destination: @escaping (D) -> some View), navigationDestination(isPresented:destination:), navigationDestination(item:destination:)",
                        behaviour: .effect { call in
                            if case .native(let flag as BindingValue)? = call.argument("isPresented") {
                                // Its view struct is made now, in the body (rules §14.3); pushed while the flag is true.
                                let content = try call.required(call.closure([nil, "destination"]), "a destination")
                                return .navigationDestinationPresented(flag, try call.interpreter.buildContent(content, call.range, call.source), isItem: false)
                            }
                            if case .native(let item as BindingValue)? = call.argument("item") {
                                // iOS 17: pushed while the item is non-nil, the closure given it; a pop sets it to nil.
                                let content = try call.required(call.closure([nil, "destination"]), "a destination")
                                return .navigationDestinationPresented(item, content, isItem: true)
                            }
                            let typeName: String
                            switch call.argument("for") {
                            case .type(let type)?: typeName = type.name
                            case .builtinType(let name)?: typeName = name
                            case .metatype(let type)?: typeName = call.interpreter.typeDescription(type, qualified: false)
                            // `for: UUID.self`, `Date.self`: a Foundation type ObsKit makes natively.
                            case .native(let type)? where type.typeName.hasSuffix(".Type"): typeName = String(type.typeName.dropLast(5))
                            default: throw call.error("expected .navigationDestination(for: Type.self) { value in ... }")
                            }
                            return .navigationDestination(typeName: typeName, content: try call.required(call.closure([nil, "destination"]), "a destination"))
                        }),
        BuiltinModifier(name: "tabItem", signature: "tabItem(_ label: () -> some View)", behaviour: .effect { call in
            .tabItem(try call.interpreter.buildContent(try call.required(call.closure([nil, "label"]), "a label"), call.range, call.source))
        }),
        BuiltinModifier(name: "toolbar", signature: "toolbar(content: () -> some ToolbarContent), toolbar(content: () -> some View)",
                        behaviour: .effect { call in
                            // Not escaping: the items are built now, during the body (their reads are its reads).
                            guard let content = call.closure([nil, "content"]) else { return .cosmetic }
                            return .toolbar(try call.interpreter.buildContent(content, call.range, call.source))
                        }),
        BuiltinModifier(name: "navigationBarItems", signature: "navigationBarItems(leading: some View, trailing: some View) (deprecated)",
                        behaviour: .effect { call in
                            .toolbar(.view(.tuple(call.values.filter { $0.label == "leading" || $0.label == "trailing" }.map(\.value))))
                        }),
        BuiltinModifier(name: "accessibilityLabel", signature: "accessibilityLabel(_ label: some StringProtocol), accessibilityLabel(_ label: Text)",
                        behaviour: .effect { call in
                            .accessibilityLabel(call.interpreter.describe(try call.required(call.values.first?.value, "a label")))
                        }),
        BuiltinModifier(name: "onDelete", signature: "onDelete(perform action: ((IndexSet) -> Void)?) (on ForEach)", behaviour: .effect { call in
            .onDelete(try call.required(call.closure([nil, "perform"]), "an action: .onDelete { offsets in ... }"))
        }),
        BuiltinModifier(name: "onMove", signature: "onMove(perform action: ((IndexSet, Int) -> Void)?) (on ForEach)", behaviour: .effect { call in
            .onMove(try call.required(call.closure([nil, "perform"]), "an action: .onMove { offsets, destination in ... }"))
        }),
        BuiltinModifier(name: "modifier", signature: "modifier(_ modifier: some ViewModifier)", behaviour: .customModifier),
    ]

    /// `.environment(\.key, value)` (a built-in key, or one an `extension EnvironmentValues` declares)
    /// or `.environment(object)` for an `@Observable` model.
    private static func environment(_ call: ModifierCall) throws -> ViewValue.Effect {
        let values = call.values
        if values.count == 1, values[0].label == nil {
            // `environment(_ object: T?)`: an optional model, set when there is one; a nil clears an object of
            // its static type from the subtree (Apple `view/environment(_:)`: "pass nil to clear an object of this
            // type from the environment"). A nil whose type the front end does not know sets nothing.
            if case .object(let object)? = values[0].value.unwrapped { return .environmentObject(object) }
            if case .none = values[0].value {
                guard case .optional(.named(let name, _))? = values[0].staticType?.canonical else { return .cosmetic }
                return .environmentValue(key: .type(name), value: .none)
            }
        }
        guard values.count == 2, case .keyPath(let path) = values[0].value, case .member(let key)? = path.components.first else {
            throw call.error("expected .environment(\\.key, value) or .environment(object)")
        }
        if call.interpreter.builtinExtensions["EnvironmentValues"]?.computedProperty(key)?.setter != nil {
            return .environmentSetting(name: key, value: values[1].value)
        }
        return .environmentValue(key: .keyPath(key), value: values[1].value)
    }
}
