/// The rest of the view table (ViewTable): tabs, split views, menus, disclosure groups, grids, readers,
/// shapes and the small views samples use. One row per view, as in ViewTable.
extension BuiltinView {
    static var moreContainers: [BuiltinView] {
        [
            BuiltinView(name: "NavigationStack", summary: "NavigationStack { root }, NavigationStack(path: Binding<[V]> or Binding<NavigationPath>) { root }") { interpreter, arguments, range, source in
                let stack = try Builtins.stack(.navigationStack, interpreter, arguments.filter { $0.label != "path" }, range, source)
                guard let given = arguments.first(where: { $0.label == "path" }) else { return stack }
                guard case .native(let path as BindingValue) = given.value else {
                    throw interpreter.runtimeError("expected NavigationStack(path: $path) { ... }", range, source)
                }
                return .view(.modified(stack, ViewValue.Modifier(name: "path", arguments: [], effect: .navigationPath(path))))
            },
            BuiltinView(name: "NavigationPath", summary: "NavigationPath(), NavigationPath(_ elements:) (an array of the pushed values here)") { interpreter, arguments, range, source in
                guard let elements = arguments.first?.value else { return .array([]) }
                return .array(try interpreter.elements(of: elements, range, source))
            },
            BuiltinView(name: "NavigationView", summary: "NavigationView { content } (deprecated; a stack on iPhone)") { interpreter, arguments, range, source in
                try Builtins.stack(.navigationView, interpreter, arguments, range, source)
            },
            BuiltinView(name: "NavigationSplitView", summary: "NavigationSplitView { sidebar } detail: { detail } (collapsed, as on iPhone)",
                        make: Builtins.splitView),
            BuiltinView(name: "TabView", summary: "TabView { content }, TabView(selection: Binding) { content }", make: Builtins.tabView),
            BuiltinView(name: "Tab", summary: "Tab(_ title:systemImage:value:) { content }, Tab(_ title:systemImage:) { content }", make: Builtins.tab),
            BuiltinView(name: "Menu", summary: "Menu(_ title:) { items }, Menu { items } label: { label }, Menu(_:content:primaryAction:)",
                        make: Builtins.menu),
            BuiltinView(name: "DisclosureGroup", summary: "DisclosureGroup(_ title:) { content }, DisclosureGroup(_:isExpanded:content:)",
                        make: Builtins.disclosureGroup),
            BuiltinView(name: "GeometryReader", summary: "GeometryReader { proxy in content } (the proxy's size: 393 × 852)") { interpreter, arguments, range, source in
                guard let content = arguments.last(where: { $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected GeometryReader { proxy in ... }", range, source)
                }
                return .view(.geometryReader(content: content))
            },
            BuiltinView(name: "PhaseAnimator", summary: "PhaseAnimator(phases, trigger:) { phase in content } (its first phase: no animation here)") {
                interpreter, arguments, range, source in
                guard let phases = arguments.first?.value, let first = try interpreter.elements(of: phases, range, source).first,
                      let content = arguments.first(where: { ($0.label == nil || $0.label == "content") && $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected PhaseAnimator(phases) { phase in ... }", range, source)
                }
                if case .closure(let closure) = content { closure.buildsViews = true }
                return try interpreter.invoke(content, [first], range, source)
            },
            BuiltinView(name: "ScrollViewReader", summary: "ScrollViewReader { proxy in content } (scrollTo does nothing)") { interpreter, arguments, range, source in
                guard let content = arguments.last(where: { $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected ScrollViewReader { proxy in ... }", range, source)
                }
                if case .closure(let closure) = content { closure.buildsViews = true }
                let built = try interpreter.invoke(content, [.native(ScrollViewProxy())], range, source)
                return .view(.stack(.scrollViewReader, [built]))
            },
            stack(.grid, "Grid(alignment:horizontalSpacing:verticalSpacing:) { rows }"),
            stack(.gridRow, "GridRow(alignment:) { cells }"),
            stack(.lazyVGrid, "LazyVGrid(columns: [GridItem], spacing:) { content }"),
            stack(.lazyHGrid, "LazyHGrid(rows: [GridItem], spacing:) { content }"),
            stack(.controlGroup, "ControlGroup { content }"),
            stack(.groupBox, "GroupBox(_ title:) { content }, GroupBox { content } label: { label }"),
            // A multi-line text field: `:type "TextEditor" "..."` types into it (it has no title of its own).
            BuiltinView(name: "TextEditor", summary: "TextEditor(text: Binding<String>) (typed into as \"TextEditor\")") { interpreter, arguments, range, source in
                .view(.control(.textField(title: "TextEditor", text: try Builtins.binding(interpreter, arguments, "text", range, source), secure: false)))
            },
            // Its renderer draws at display time, which ObsREPL has none of: the closure does not run.
            BuiltinView(name: "Canvas", summary: "Canvas { context, size in drawing } (not drawn: no display here)") { _, _, _, _ in
                .view(.inert("Canvas"))
            },
            BuiltinView(name: "ContentUnavailableView", summary: "ContentUnavailableView(_ title:systemImage:description:), (label:description:actions:), .search") { interpreter, arguments, range, source in
                try Builtins.titled(.contentUnavailable, interpreter, arguments, range, source)
            },
            BuiltinView(name: "LabeledContent", summary: "LabeledContent(_ title:value:), LabeledContent(_ title:) { content }") { interpreter, arguments, range, source in
                try Builtins.titled(.labeledContent, interpreter, arguments, range, source)
            },
            BuiltinView(name: "Gauge", summary: "Gauge(value:in:) { label }, with currentValueLabel:") { interpreter, arguments, range, source in
                try Builtins.titled(.gauge, interpreter, arguments, range, source)
            },
            BuiltinView(name: "DatePicker", summary: "DatePicker(_ title:selection:displayedComponents:) (shown; no command sets it)") { interpreter, arguments, range, source in
                try Builtins.titled(.datePicker, interpreter, arguments, range, source)
            },
            BuiltinView(name: "Link", summary: "Link(_ title:destination:) (a tap opens the URL with the environment's openURL: by default nothing opens)") { interpreter, arguments, range, source in
                let destination = try interpreter.requireArgument(arguments, "destination", in: "Link(_:destination:)", range, source)
                return .view(.button(label: try Builtins.label(interpreter, arguments, range, source), action: .native(LinkDestination(url: destination))))
            },
            BuiltinView(name: "EditButton", summary: "EditButton() (toggles the environment's editMode: \"Edit\", \"Done\" while editing)") { _, _, _, _ in
                .view(.stack(.editButton, []))
            },
            BuiltinView(name: "GridItem", summary: "GridItem(_ size: GridItem.Size = .flexible(), spacing:alignment:) (a layout value)") { _, _, _, _ in
                .symbol("GridItem")
            },
        ] + ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape", "Path"].map { name in
            BuiltinView(name: name, summary: "\(name)(...) (a shape: fill, stroke and trim are looks)") { _, _, _, _ in .view(.inert(name)) }
        }
    }

    private static func stack(_ kind: ViewValue.StackKind, _ summary: String) -> BuiltinView {
        BuiltinView(name: kind.rawValue, summary: summary) { interpreter, arguments, range, source in
            try Builtins.stack(kind, interpreter, arguments, range, source)
        }
    }
}

/// `ScrollViewReader`'s proxy: ObsREPL has no viewport, so `scrollTo` changes nothing on screen.
final class ScrollViewProxy: NativeObject {
    var typeName: String { "ScrollViewProxy" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "scrollTo" ? .builtin(BuiltinFunction("scrollTo") { _, _, _, _ in .void }) : nil
    }
}
