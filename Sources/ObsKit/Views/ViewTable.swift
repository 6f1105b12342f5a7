/// SwiftUI's views that the runtime builds, one row each: Apple's name, its initializers in brief (as
/// Apple's documentation lists them), and how a call makes the view value. The interpreter defines every
/// row as a global (`Builtins.installViews`); `:help views` and completion read the same rows.
struct BuiltinView {
    let name: String
    /// Apple's initializers, in brief.
    let summary: String
    let make: BuiltinFunction.Body
}

extension BuiltinView {
    /// Every built-in view: text, controls bound to storage, containers, `ForEach`, navigation.
    static var all: [BuiltinView] {
        textAndImages + controls + containers + navigation + moreContainers + newerViews
    }

    static var textAndImages: [BuiltinView] {
        [
            BuiltinView(name: "Text", summary: "Text(_ content: some StringProtocol), Text(verbatim:), Text(_ value:format:)") { interpreter, arguments, range, source in
                if let value = arguments.first?.value, let style = arguments.first(where: { $0.label == "format" })?.value {
                    // Foundation's format styles (`.percent`, `.currency(code:)`...), as `value.formatted(style)`.
                    let text = try NumberStyles.formatted(value, [Interpreter.ArgumentValue(label: nil, value: style)], interpreter, range, source)
                    return .view(.text(interpreter.describe(text)))
                }
                return .view(.text(arguments.first.map { interpreter.describe($0.value) } ?? ""))
            },
            BuiltinView(name: "Label", summary: "Label(_ title: some StringProtocol, systemImage: String), Label { title } icon: { icon }") {
                interpreter, arguments, range, source in
                // `Label { Text(...) } icon: { Image(...) }`: both built, the icon first as drawn (the title names it).
                if let title = arguments.first(where: { ($0.label == nil || $0.label == "title") && $0.value.isFunction })?.value {
                    var parts: [Value] = []
                    if let icon = arguments.first(where: { $0.label == "icon" })?.value { parts.append(try interpreter.buildContent(icon, range, source)) }
                    parts.append(try interpreter.buildContent(title, range, source))
                    return .view(.tuple(parts))
                }
                return .view(.text(arguments.first.map { interpreter.describe($0.value) } ?? ""))
            },
            BuiltinView(name: "ProgressView", summary: "ProgressView(), ProgressView(_ title:), ProgressView(value:total:)") { interpreter, arguments, _, _ in
                guard let title = arguments.first(where: { $0.label == nil }) else { return .view(.inert("ProgressView")) }
                return .view(.text(interpreter.describe(title.value)))
            },
            BuiltinView(name: "Image", summary: "Image(_ name: String), Image(systemName: String), Image(decorative:)") { interpreter, arguments, _, _ in
                let name = arguments.first { $0.label == "systemName" || $0.label == nil || $0.label == "decorative" }
                return .view(.image(name.map { interpreter.describe($0.value) } ?? ""))
            },
            inert("Spacer", "Spacer(minLength: CGFloat? = nil)"),
            inert("Divider", "Divider()"),
            inert("Color.clear", "Color.clear"),
            BuiltinView(name: "EmptyView", summary: "EmptyView()") { _, _, _, _ in .view(.empty) },
            BuiltinView(name: "AnyView", summary: "AnyView(_ view: some View)") { _, arguments, _, _ in arguments.first?.value ?? .view(.empty) },
            // What `content.equatable()` makes (rules §2.2: the view is compared with its own ==).
            BuiltinView(name: "EquatableView", summary: "EquatableView(content: some View & Equatable)") { interpreter, arguments, range, source in
                guard let content = interpreter.argument(arguments, "content") else {
                    throw interpreter.runtimeError("expected EquatableView(content:)", range, source)
                }
                return .view(.modified(content, ViewValue.Modifier(name: "equatable", arguments: [])))
            },
        ]
    }

    static var controls: [BuiltinView] {
        [
            BuiltinView(name: "Button", summary: "Button(_ title:action:), Button(action:label:), Button(_:role:action:)", make: Builtins.button),
            BuiltinView(name: "TextField", summary: "TextField(_ title: some StringProtocol, text: Binding<String>)") { interpreter, arguments, range, source in
                try Builtins.textField(interpreter, arguments, secure: false, range, source)
            },
            BuiltinView(name: "SecureField", summary: "SecureField(_ title: some StringProtocol, text: Binding<String>)") { interpreter, arguments, range, source in
                try Builtins.textField(interpreter, arguments, secure: true, range, source)
            },
            BuiltinView(name: "Toggle", summary: "Toggle(_ title:isOn:), Toggle(isOn:label:), Toggle(sources:isOn:label:), Toggle(configuration)") { interpreter, arguments, range, source in
                // `Toggle(configuration)` in a ToggleStyle's makeBody: the library's toggle, bound to the configuration's isOn.
                if arguments.count == 1, arguments[0].label == nil, case .structValue(let configuration) = arguments[0].value,
                   configuration.type.name == "ToggleStyleConfiguration",
                   case .native(let isOn as BindingValue) = try interpreter.member("$isOn", of: arguments[0].value, at: range, source) {
                    return .view(.control(.toggle(label: try interpreter.member("label", of: arguments[0].value, at: range, source), isOn: isOn)))
                }
                let isOn = try Builtins.sourcesToggleBinding(interpreter, arguments)
                    ?? Builtins.binding(interpreter, arguments, "isOn", range, source)
                return .view(.control(.toggle(label: try Builtins.label(interpreter, arguments, range, source), isOn: isOn)))
            },
            BuiltinView(name: "Stepper", summary: "Stepper(_ title:value:step:), Stepper(_ title:onIncrement:onDecrement:)", make: Builtins.stepper),
            BuiltinView(name: "Slider", summary: "Slider(value: Binding<V>, in: ClosedRange<V>)") { interpreter, arguments, range, source in
                .view(.control(.slider(value: try Builtins.binding(interpreter, arguments, "value", range, source))))
            },
            BuiltinView(name: "Picker", summary: "Picker(_ title:selection:content:) (options by .tag)", make: Builtins.picker),
        ]
    }

    static var containers: [BuiltinView] {
        let stacks: [ViewValue.StackKind] = [.vstack, .hstack, .zstack, .group, .form, .section, .scroll, .lazyVStack,
                                             .lazyHStack]
        return stacks.map { kind in
            BuiltinView(name: kind.rawValue, summary: "\(kind.rawValue) { content }") { interpreter, arguments, range, source in
                try Builtins.stack(kind, interpreter, arguments, range, source)
            }
        } + [
            BuiltinView(name: "ToolbarItem", summary: "ToolbarItem(placement: ToolbarItemPlacement = .automatic) { content }") { interpreter, arguments, range, source in
                try Builtins.stack(.toolbarItem, interpreter, arguments, range, source)
            },
            BuiltinView(name: "ToolbarItemGroup", summary: "ToolbarItemGroup(placement: ToolbarItemPlacement = .automatic) { content }") { interpreter, arguments, range, source in
                try Builtins.stack(.toolbarItemGroup, interpreter, arguments, range, source)
            },
            BuiltinView(name: "List", summary: "List { content }, List(_ data:rowContent:), List(_ data:id:rowContent:), List(_:selection:rowContent:), List(_ data:children:rowContent:)",
                        make: Builtins.list),
            BuiltinView(name: "ForEach", summary: "ForEach(_ data:content:), ForEach(_ data:id:content:), ForEach(0..<n)") { interpreter, arguments, range, source in
                try Builtins.forEach(interpreter, arguments, range, source)
            },
        ]
    }

    static var navigation: [BuiltinView] {
        [
            BuiltinView(name: "NavigationLink", summary: "NavigationLink(_ title:value:), NavigationLink(destination:label:)", make: Builtins.navigationLink),
        ]
    }

    /// A view shown but with no behaviour (images, spacers).
    private static func inert(_ name: String, _ summary: String) -> BuiltinView {
        BuiltinView(name: name, summary: summary) { _, _, _, _ in .view(.inert(name)) }
    }
}
