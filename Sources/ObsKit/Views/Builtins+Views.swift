/// SwiftUI's views as built-ins: every row of the view table (ViewTable) becomes a global, and the wrapper
/// types scripts construct (`Binding`, `Bindable`) beside them. What each view's initializer makes is here.
extension Builtins {
    static func installViews(into interpreter: Interpreter) {
        let globals = interpreter.globals
        func define(_ name: String, _ body: @escaping BuiltinFunction.Body) {
            globals.define(name, .builtin(BuiltinFunction(name, body: body)))
        }
        for view in BuiltinView.all { define(view.name, view.make) }
        globals.define("ContentUnavailableView", .native(ContentUnavailableType()))
        globals.define("Binding", .native(BindingType()))
        globals.define("OpenURLAction", .native(OpenURLActionType()))
        define("Bindable") { interpreter, arguments, range, source in
            guard let object = arguments.first?.value, case .object = object else {
                throw interpreter.runtimeError("Bindable(_:) takes an @Observable object", range, source)
            }
            return .wrapper(.bindable(object))
        }
        // A key into the app's strings table; ObsREPL's app has none, so a key is its own text (en_US).
        define("LocalizedStringKey") { interpreter, arguments, range, source in
            .string(interpreter.describe(try interpreter.requireArgument(arguments, nil, in: "LocalizedStringKey(_:)", range, source)))
        }
    }

    static func isString(_ value: Value) -> Bool {
        if case .string = value { return true }
        return false
    }

    /// The label of a control: a title string, or a label closure built as views.
    static func label(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                      _ source: SourceText) throws -> Value {
        if let title = arguments.first(where: { $0.label == nil && isString($0.value) }) { return .view(.text(interpreter.describe(title.value))) }
        if let content = arguments.last(where: { $0.label == nil || $0.label == "label" }), case .closure = content.value {
            return try interpreter.buildContent(content.value, range, source)
        }
        return .view(.empty)
    }

    /// `Toggle(sources: $alarms, isOn: \.isOn)` (iOS 16): one toggle for a collection's Bools. It is on when every
    /// source is on; turning it on or off sets them all. [D: Apple `toggle/init(sources:ison:label:)`] The sources
    /// are a binding to a collection (the key path reaches each element's Bool) or a collection of bindings
    /// (`sources: [$a, $b], isOn: \.self`: the key path reaches each element's own binding). Its mixed state (some
    /// on) is not drawn: it reads as off. Nil without a `sources:` argument.
    static func sourcesToggleBinding(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue]) throws -> BindingValue? {
        guard let sources = interpreter.argument(arguments, "sources"),
              case .keyPath(let path)? = interpreter.argument(arguments, "isOn") else { return nil }
        let isOn: (Value) -> Bool = { if case .bool(true) = $0.unwrapped ?? .void { true } else { false } }
        guard case .native(let collection as BindingValue) = sources else {
            // A collection of bindings: each element's key path gives a Binding<Bool>, read and written through.
            let bindings: (Interpreter, SourceRange, SourceText) throws -> [BindingValue] = { interpreter, range, source in
                try interpreter.elements(of: sources, range, source).map {
                    guard case .native(let binding as BindingValue) = try interpreter.apply(path, to: $0, range, source) else {
                        throw interpreter.runtimeError("Toggle(sources:isOn:): the key path must reach a Binding<Bool> of each source", range, source)
                    }
                    return binding
                }
            }
            let get = BuiltinFunction("get") { interpreter, _, range, source in
                let each = try bindings(interpreter, range, source)
                return .bool(try !each.isEmpty && each.allSatisfy { isOn(try interpreter.read($0, range, source)) })
            }
            let set = BuiltinFunction("set") { interpreter, given, range, source in
                guard let value = given.first?.value else { return .void }
                for binding in try bindings(interpreter, range, source) { try interpreter.write(binding, value, range, source) }
                return .void
            }
            return BindingValue(.closures(get: .builtin(get), set: .builtin(set)))
        }
        let get = BuiltinFunction("get") { interpreter, _, range, source in
            let items = try interpreter.elements(of: try interpreter.read(collection, range, source), range, source)
            return .bool(try !items.isEmpty && items.allSatisfy { isOn(try interpreter.apply(path, to: $0, range, source)) })
        }
        let set = BuiltinFunction("set") { interpreter, given, range, source in
            guard let value = given.first?.value else { return .void }
            var items = try interpreter.elements(of: try interpreter.read(collection, range, source), range, source)
            for index in items.indices { try interpreter.set(path.components[...], on: &items[index], to: value, range, source) }
            try interpreter.write(collection, .array(items), range, source)
            return .void
        }
        return BindingValue(.closures(get: .builtin(get), set: .builtin(set)))
    }

    static func binding(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ label: String,
                        _ range: SourceRange, _ source: SourceText) throws -> BindingValue {
        guard let argument = arguments.first(where: { $0.label == label }), case .native(let binding as BindingValue) = argument.value else {
            throw interpreter.runtimeError("expected a binding for '\(label):' (such as $value)", range, source)
        }
        return binding
    }

    static func textField(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], secure: Bool,
                          _ range: SourceRange, _ source: SourceText) throws -> Value {
        // `TextField("Name", text:)`, or `TextField(text:prompt:) { Text("Name") }`: a label closure's text is the title.
        var title = arguments.first { $0.label == nil && !$0.value.isFunction }.map { interpreter.describe($0.value) } ?? ""
        if title.isEmpty, let label = arguments.last(where: { $0.label == nil || $0.label == "label" }), label.value.isFunction {
            title = interpreter.plainText(of: try interpreter.buildContent(label.value, range, source))
        }
        if arguments.contains(where: { $0.label == "value" }) {
            // `TextField(_:value:format:)`: the value changes when the user commits the text (FieldCommit).
            let value = try binding(interpreter, arguments, "value", range, source)
            guard case .native(let style as FormatStyleValue)? = arguments.first(where: { $0.label == "format" })?.value else {
                throw ObsDiagnostic(.unsupported, "this TextField(value:) (ObsREPL has TextField(_:value:format:) with .number, .percent and .currency(code:))",
                                    at: SourceLocation(source: source, range: range))
            }
            return .view(.control(.textField(title: title, text: value, secure: secure, commit: FieldCommit(value: value, style: style))))
        }
        let text = try binding(interpreter, arguments, "text", range, source)
        return .view(.control(.textField(title: title, text: text, secure: secure)))
    }

    /// `ForEach(data) { }`, `ForEach(data, id: \.key) { }`, `ForEach(0..<n) { }`: rows by id (rules §1).
    /// `ForEach($items) { $item in }`: each row gets a binding to its element, ids from the elements.
    static func forEach(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                        _ source: SourceText) throws -> Value {
        if let content = arguments.first(where: { $0.label == "subviews" })?.value,
           let builder = arguments.last(where: { $0.label == nil || $0.label == "content" })?.value {
            return try forEachSubview(content, builder: builder, interpreter, range, source)
        }
        guard let data = arguments.first(where: { $0.label == nil })?.value,
              let content = arguments.last(where: { $0.label == nil || $0.label == "content" })?.value, data.isFunction == false else {
            throw interpreter.runtimeError("expected ForEach(data) { element in ... }", range, source)
        }
        var collection = data
        if case .native(let binding as BindingValue) = data {
            // The ForEach reads the collection; the body that makes it depends on it (it lays out the rows).
            collection = try interpreter.read(binding, cause: .own, range, source)
        }
        let elements = try interpreter.elements(of: collection, range, source)
        let ids: [Value] = try elements.map { element in
            if let id = arguments.first(where: { $0.label == "id" })?.value {
                guard case .keyPath(let path) = id else { return element }
                return try interpreter.apply(path, to: element, range, source)
            }
            if case .range = collection { return element }
            // A subview of a `Group(subviews:)` collection: its identity in the content it came from (Subviews.swift).
            if let id = Interpreter.subviewID(element) { return id }
            // Identifiable: the element's `id` (a class instance's identity by default).
            return try interpreter.member("id", of: element, at: range, source)
        }
        guard case .native(let binding as BindingValue) = data else {
            let initialOnly = arguments.contains { $0.label == "id" } == false && { if case .range = collection { true } else { false } }()
            return .view(.forEach(elements: elements, ids: ids, content: content, initialOnly: initialOnly))
        }
        let rows = elements.indices.map { index in
            let row = BindingValue(.element(binding, [.int(index)]))
            row.alwaysDiffers = true
            return Value.native(row)
        }
        let view = Value.view(.forEach(elements: rows, ids: ids, content: content))
        guard let actions = arguments.first(where: { $0.label == "editActions" })?.value else { return view }
        return try editing(view, actions: interpreter.describe(actions), binding, interpreter)
    }

    /// `ForEach($items, editActions: .delete) { $item in }` (iOS 16): SwiftUI removes a swiped row from the bound
    /// collection, and with `.move` moves a dragged one, itself (Apple, ForEach.init(_:editActions:content:) and
    /// EditActions): as if the ForEach had an `onDelete`/`onMove` that edits the binding.
    private static func editing(_ view: Value, actions: String, _ binding: BindingValue, _ interpreter: Interpreter) throws -> Value {
        func offsets(_ value: Value) -> [Int] {
            guard case .set(let set) = value else { return [] }
            return set.members.compactMap { if case .int(let offset) = $0 { offset } else { nil } }
        }
        func edit(_ name: String, _ change: @escaping ([Value], [Interpreter.ArgumentValue]) -> [Value]) -> ViewValue.Modifier {
            let action = Value.builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let elements = try interpreter.elements(of: try interpreter.read(binding, cause: .own, range, source), range, source)
                try interpreter.write(binding, .array(change(elements, arguments)), range, source)
                return .void
            })
            return ViewValue.Modifier(name: name, arguments: [], effect: name == "onDelete" ? .onDelete(action) : .onMove(action))
        }
        var edited = view
        if actions.contains("all") || actions.contains("delete") {
            edited = .view(.modified(edited, edit("onDelete") { elements, arguments in
                let removed = Set(arguments.first.map { offsets($0.value) } ?? [])
                return elements.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
            }))
        }
        if actions.contains("all") || actions.contains("move") {
            edited = .view(.modified(edited, edit("onMove") { elements, arguments in
                // `move(fromOffsets:toOffset:)`: the moved elements go before the destination, an offset before the move.
                guard arguments.count == 2, case .int(let destination) = arguments[1].value else { return elements }
                let moving = Set(offsets(arguments[0].value))
                let moved = elements.enumerated().filter { moving.contains($0.offset) }.map(\.element)
                let before = elements.enumerated().filter { $0.offset < destination && !moving.contains($0.offset) }.map(\.element)
                let after = elements.enumerated().filter { $0.offset >= destination && !moving.contains($0.offset) }.map(\.element)
                return before + moved + after
            }))
        }
        return edited
    }

    /// `List(data) { element in }`, `List($data) { $element in }`, `List(data, id:selection:) { }`: a list
    /// of one ForEach; `List { content }` and `List(selection:) { content }` hold their content.
    static func list(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                     _ source: SourceText) throws -> Value {
        let rest = arguments.filter { $0.label != "selection" }
        var list: Value
        if rest.contains(where: { $0.label == "children" }) {
            // `List(tree, children: \.children) { node in row }`: a hierarchical list, its rows an OutlineGroup's
            // (Apple `List.init(_:children:rowContent:)`).
            list = .view(.stack(.list, [try BuiltinView.outlineGroup(interpreter, rest, range, source)]))
        } else if let data = rest.first(where: { $0.label == nil }), !data.value.isFunction, !isString(data.value) {
            list = .view(.stack(.list, [try forEach(interpreter, rest, range, source)]))
        } else {
            list = try stack(.list, interpreter, rest, range, source)
        }
        if case .native(let selection as BindingValue)? = arguments.first(where: { $0.label == "selection" })?.value {
            list = .view(.modified(list, ViewValue.Modifier(name: "selection", arguments: [], effect: .listSelection(selection))))
        }
        return list
    }

    /// `VStack { }`, `Section("Title") { }`, `Section(header:) { }`: the content, and a header's text.
    static func stack(_ kind: ViewValue.StackKind, _ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue],
                      _ range: SourceRange, _ source: SourceText) throws -> Value {
        if kind == .group, let content = arguments.first(where: { $0.label == "subviews" })?.value,
           let builder = arguments.last(where: { $0.label == nil || $0.label == "transform" })?.value {
            return try groupSubviews(content, builder: builder, interpreter, range, source)
        }
        // A header (`Section("Title")`, `header: { ... }`, GroupBox's `label:`), the content, then a footer: the
        // closures run now, as SwiftUI's initializers call their @ViewBuilder arguments (their reads are the body's).
        func part(_ given: Value) throws -> Value {
            if case .string(let title) = given { return .view(.text(title)) }
            return try interpreter.buildContent(given, range, source)
        }
        var parts: [Value] = []
        if let header = arguments.first(where: { $0.label == "header" || $0.label == "label" }) {
            parts.append(try part(header.value))
        } else if let title = arguments.first(where: { $0.label == nil }), case .string = title.value {
            parts.append(try part(title.value))
        }
        if let content = arguments.last(where: { $0.label == nil || $0.label == "content" }), !isString(content.value) {
            parts.append(try interpreter.buildContent(content.value, range, source))
        }
        if let footer = arguments.first(where: { $0.label == "footer" }) { parts.append(try part(footer.value)) }
        if kind == .section, parts.count > 1, case .native(let expanded as BindingValue)? = arguments.first(where: { $0.label == "isExpanded" })?.value {
            // `Section("Recents", isExpanded: $open) { }` (iOS 17): a collapsible section; its header toggles the
            // binding and its rows are shown only while it is true. [D: Apple `section/init(_:isexpanded:content:)`]
            let rows = parts.dropFirst()
            return .view(.stack(kind, [.view(.disclosure(label: parts[0], content: rows.count == 1 ? rows.first! : .view(.tuple(Array(rows))),
                                                         isExpanded: expanded))]))
        }
        return .view(.stack(kind, [parts.count == 1 ? parts[0] : .view(.tuple(parts))]))
    }

    static func stepper(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                        _ source: SourceText) throws -> Value {
        let value = arguments.first { $0.label == "value" }.flatMap { argument -> BindingValue? in
            if case .native(let binding as BindingValue) = argument.value { return binding }
            return nil
        }
        return .view(.control(.stepper(label: try label(interpreter, arguments, range, source), value: value,
                                       step: arguments.first { $0.label == "step" }?.value ?? .int(1),
                                       bounds: arguments.first { $0.label == "in" }?.value,
                                       // `Stepper("Label") { ... } onDecrement: { ... }`: the first trailing closure is onIncrement.
                                       onIncrement: arguments.first { $0.label == "onIncrement" }?.value
                                           ?? (arguments.contains { $0.label == "onDecrement" }
                                               ? arguments.first { $0.label == nil && $0.value.isFunction }?.value : nil),
                                       onDecrement: arguments.first { $0.label == "onDecrement" }?.value,
                                       onEditingChanged: arguments.first { $0.label == "onEditingChanged" }?.value
                                           ?? arguments.first { $0.label == nil && takesOneArgument($0.value) }?.value)))
    }

    /// `Stepper("Title", value: $v) { editing in ... }`: a trailing closure of one parameter is the editing
    /// callback (a label's closure takes none).
    private static func takesOneArgument(_ value: Value) -> Bool {
        if case .closure(let closure) = value { return closure.decl.parameters.count == 1 }
        return false
    }

    static func picker(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                       _ source: SourceText) throws -> Value {
        let selection = try binding(interpreter, arguments, "selection", range, source)
        let content = try arguments.last { $0.label == nil || $0.label == "content" }.map { argument -> Value in
            if isString(argument.value) { return .view(.empty) }
            return try interpreter.buildContent(argument.value, range, source)
        } ?? .view(.empty)
        return .view(.control(.picker(label: try label(interpreter, arguments, range, source), selection: selection, content: content)))
    }
}
