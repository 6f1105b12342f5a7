/// What the initializers of the stateful containers make (ViewTable+More): their content is built now, in
/// the body that makes them (their builders are not escaping), except a GeometryReader's.
extension Builtins {
    /// `NavigationSplitView { sidebar } detail: { detail }`; a three-column split view's middle column is
    /// not supported yet.
    static func splitView(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                          _ source: SourceText) throws -> Value {
        if arguments.contains(where: { $0.label == "content" }) {
            throw interpreter.runtimeError("not supported yet: NavigationSplitView with a content column (sidebar:content:detail:)", range, source)
        }
        guard let sidebar = arguments.first(where: { $0.label == nil || $0.label == "sidebar" })?.value,
              let detail = arguments.first(where: { $0.label == "detail" })?.value else {
            throw interpreter.runtimeError("expected NavigationSplitView { sidebar } detail: { detail }", range, source)
        }
        return .view(.splitView(sidebar: try interpreter.buildContent(sidebar, range, source),
                                detail: try interpreter.buildContent(detail, range, source)))
    }

    /// `TabView { ... }`: each view of the content is a tab, titled by its `.tabItem` (or `Tab`'s title).
    static func tabView(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                        _ source: SourceText) throws -> Value {
        var selection: BindingValue?
        if let given = arguments.first(where: { $0.label == "selection" }) {
            guard case .native(let binding as BindingValue) = given.value else {
                throw interpreter.runtimeError("expected TabView(selection: $tab) { ... }", range, source)
            }
            selection = binding
        }
        let content = try arguments.last { $0.label == nil || $0.label == "content" }.map {
            try interpreter.buildContent($0.value, range, source)
        } ?? .view(.empty)
        return .view(.tabView(tabs: try tabs(in: content, interpreter), selection: selection))
    }

    private static func tabs(in content: Value, _ interpreter: Interpreter) throws -> [ViewValue.Tab] {
        switch content {
        case .view(.tuple(let items)): return try items.flatMap { try tabs(in: $0, interpreter) }
        case .view(.conditional(_, let inner)): return try tabs(in: inner, interpreter)
        case .view(.empty): return []
        case .view(.forEach(let elements, let ids, let builder, _)):
            // `ForEach(pages) { page in PageView(page).tag(page.id) }`: each row is a tab of its own (rules §15.27),
            // tagged by its `.tag`, or else by its id, as a ForEach tags the rows it makes.
            return try zip(elements, ids).flatMap { element, id in
                try tabs(in: try forEachRow(builder, element, interpreter), interpreter).map { tab in
                    ViewValue.Tab(title: tab.title, tag: tab.tag ?? id, content: tab.content)
                }
            }
        default: break
        }
        var title = ""
        var tag: Value?
        var current = content
        while case .view(.modified(let inner, let modifier)) = current {
            switch modifier.effect {
            case .tabItem(let label): title = interpreter.plainText(of: label)
            case .tag(let value): tag = tag ?? value
            default: break
            }
            current = inner
        }
        return [ViewValue.Tab(title: title, tag: tag, content: content)]
    }

    /// The view a ForEach's row builder makes for `element`.
    private static func forEachRow(_ builder: Value, _ element: Value, _ interpreter: Interpreter) throws -> Value {
        guard case .closure(let closure) = builder else {
            return try interpreter.invoke(builder, [element], .synthesized, interpreter.synthesizedSource)
        }
        closure.buildsViews = true
        return try interpreter.invoke(builder, [element], closure.decl.range, closure.decl.source)
    }

    /// `Tab("Title", systemImage: "x", value: v) { content }`: the content with its title and tag.
    static func tab(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                    _ source: SourceText) throws -> Value {
        let title = arguments.first { $0.label == nil && !$0.value.isFunction }.map { interpreter.describe($0.value) } ?? ""
        var content = try arguments.last { $0.value.isFunction && ($0.label == nil || $0.label == "content") }.map {
            try interpreter.buildContent($0.value, range, source)
        } ?? .view(.empty)
        content = .view(.modified(content, ViewValue.Modifier(name: "tabItem", arguments: [], effect: .tabItem(.view(.text(title))))))
        if let value = arguments.first(where: { $0.label == "value" })?.value {
            content = .view(.modified(content, ViewValue.Modifier(name: "tag", arguments: [value], effect: .tag(value))))
        }
        return content
    }

    /// `Menu("Title") { items }`, `Menu { items } label: { label }`, `Menu("Title") { } primaryAction: { }`.
    static func menu(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                     _ source: SourceText) throws -> Value {
        let primaryAction = arguments.first { $0.label == "primaryAction" }?.value
        let closures = arguments.filter { $0.value.isFunction && ($0.label == nil || $0.label == "content") }
        guard let items = closures.first?.value else { throw interpreter.runtimeError("expected Menu(\"Title\") { items }", range, source) }
        return .view(.menu(label: try titleOrLabel(interpreter, arguments, range, source),
                           items: try interpreter.buildContent(items, range, source), primaryAction: primaryAction))
    }

    /// `DisclosureGroup("Title") { content }`, `DisclosureGroup("Title", isExpanded: $open) { }`,
    /// `DisclosureGroup { content } label: { label }`.
    static func disclosureGroup(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                                _ source: SourceText) throws -> Value {
        var isExpanded: BindingValue?
        if case .native(let binding as BindingValue)? = arguments.first(where: { $0.label == "isExpanded" })?.value { isExpanded = binding }
        guard let content = arguments.first(where: { $0.value.isFunction && ($0.label == nil || $0.label == "content") })?.value else {
            throw interpreter.runtimeError("expected DisclosureGroup(\"Title\") { content }", range, source)
        }
        // The content closure is escaping: it runs in a node of its own, only while the group is expanded (rules §15.9).
        return .view(.disclosure(label: try titleOrLabel(interpreter, arguments, range, source), content: content, isExpanded: isExpanded))
    }

    /// A container's label: its title (the first unlabeled value that is not a closure), else its `label:` closure.
    private static func titleOrLabel(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                                     _ source: SourceText) throws -> Value {
        if let title = arguments.first(where: { $0.label == nil && !$0.value.isFunction }) {
            return .view(.text(interpreter.describe(title.value)))
        }
        if let closure = arguments.first(where: { $0.label == "label" })?.value { return try interpreter.buildContent(closure, range, source) }
        return .view(.empty)
    }

    /// A view that shows a title and maybe more (`ContentUnavailableView`, `LabeledContent`, `Gauge`,
    /// `DatePicker`): its title and `description:`/`value:` texts, and its content and label closures.
    static func titled(_ kind: ViewValue.StackKind, _ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue],
                       _ range: SourceRange, _ source: SourceText) throws -> Value {
        var parts: [Value] = []
        for argument in arguments {
            switch (argument.label, argument.value) {
            case (nil, .string(let text)), ("value", .string(let text)):
                parts.append(.view(.text(text)))
            case ("description", let value) where !value.isFunction:
                parts.append(value.isView ? value : .view(.text(interpreter.describe(value))))
            case ("label", let closure) where closure.isFunction:
                // A label comes before what it labels (`LabeledContent { value } label: { title }`).
                parts.insert(try interpreter.buildContent(closure, range, source), at: 0)
            case (_, let closure) where closure.isFunction && argument.label != "action":
                parts.append(try interpreter.buildContent(closure, range, source))
            case (_, let view) where view.isView:
                parts.append(view)
            default:
                continue
            }
        }
        return .view(.stack(kind, [parts.count == 1 ? parts[0] : .view(.tuple(parts))]))
    }
}

extension Value {
    /// A view value (built-in or a script's own view struct).
    var isView: Bool {
        switch self {
        case .view: return true
        case .structValue(let value): return value.type.isView
        default: return false
        }
    }
}

extension Interpreter {
    /// The texts a view value shows before it is rendered (a tab item's label): `Text`s and `Label`s.
    func plainText(of value: Value) -> String {
        switch value {
        case .view(.text(let text)): return text
        case .view(.tuple(let items)): return items.map { plainText(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
        case .view(.stack(_, let items)): return items.map { plainText(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
        case .view(.modified(let inner, _)), .view(.conditional(_, let inner)): return plainText(of: inner)
        default: return ""
        }
    }
}

/// `ContentUnavailableView` as a type: its initializers (ViewTable+More), and the standard "No Results" view, both
/// as the static property `.search` and as the static method `.search(text:)` (iOS 17).
final class ContentUnavailableType: NativeCallable, NativeMethodBesideProperty {
    var typeName: String { "ContentUnavailableView.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        try Builtins.titled(.contentUnavailable, interpreter, arguments, range, source)
    }

    /// `ContentUnavailableView.search`, the property.
    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "search" else { return nil }
        return Self.noResults(for: nil)
    }

    /// `ContentUnavailableView.search(text:)`, the method (and `.search()` on the property's type, which has no call).
    func method(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "search" else { return nil }
        return .builtin(BuiltinFunction("search") { interpreter, arguments, _, _ in
            Self.noResults(for: arguments.first { $0.label == "text" }.map { interpreter.describe($0.value) })
        })
    }

    private static func noResults(for text: String?) -> Value {
        let title = text.map { "No Results for “\($0)”" } ?? "No Results"
        return .view(.stack(.contentUnavailable, [.view(.tuple([.view(.text(title)), .view(.text("Check the spelling or try a new search."))]))]))
    }
}
