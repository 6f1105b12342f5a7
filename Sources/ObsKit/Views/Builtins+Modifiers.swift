/// View modifiers. Cosmetic ones (fonts, colours, frames...) are recorded and change nothing; the ones
/// with behaviour carry an effect the graph acts on (appearance, tasks, identity, environment,
/// presentations). Alert actions are built here, while the body that applies them runs (rules §8).
extension Builtins {
    static let cosmeticModifiers: Set<String> = [
        "padding", "border", "font", "foregroundColor", "foregroundStyle", "background", "frame", "bold", "italic",
        "opacity", "cornerRadius", "tint", "buttonStyle", "multilineTextAlignment", "lineLimit", "shadow", "overlay",
        "navigationTitle", "disabled", "fontWeight", "clipShape", "textFieldStyle", "listStyle", "accessibilityLabel",
        "navigationBarTitleDisplayMode", "toolbar", "scaleEffect", "rotationEffect", "offset", "animation", "transition",
        "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "onSubmit", "labelsHidden",
        "pickerStyle", "toggleStyle", "controlSize", "fixedSize", "layoutPriority", "contentShape", "listRowBackground",
        "presentationDetents", "interactiveDismissDisabled", "navigationBarBackButtonHidden", "refreshable", "searchable",
        "accessibilityIdentifier", "imageScale", "symbolRenderingMode", "monospacedDigit", "underline", "strikethrough",
        "textCase", "kerning", "tracking", "lineSpacing", "truncationMode", "minimumScaleFactor", "allowsHitTesting",
        "zIndex", "ignoresSafeArea", "edgesIgnoringSafeArea", "focused", "redacted", "mask", "blur", "brightness",
        "contrast", "saturation", "grayscale", "hidden", "aspectRatio", "resizable", "scaledToFit", "scaledToFill",
        "equatable", "contentTransition", "sensoryFeedback", "scrollContentBackground", "formStyle", "headerProminence",
        "listRowSeparator", "listSectionSeparator", "badge", "help", "contextMenu", "swipeActions", "gesture", "onTapGesture",
        "onLongPressGesture", "simultaneousGesture", "draggable", "dropDestination", "alignmentGuide", "position",
        "navigationViewStyle", "tabItem", "tag", "environment", "environmentObject",
    ]

    static func modifier(_ name: String, on base: Value, _ arguments: [Argument], interpreter: Interpreter,
                         _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> Value? {
        let behaviours: Set<String> = ["onAppear", "onDisappear", "task", "onChange", "onReceive", "id", "alert", "sheet",
                                       "fullScreenCover", "modifier", "navigationDestination"]
        guard cosmeticModifiers.contains(name) || behaviours.contains(name) else { return nil }
        let values = try arguments.map { Interpreter.ArgumentValue(label: $0.label, value: try interpreter.evaluate($0.value, frame, source)) }
        if name == "modifier" {
            // A custom ViewModifier: its `body(content:)` with this view as the content.
            guard let modifier = values.first?.value, let type = interpreter.scriptType(of: modifier), let body = type.method("body") else {
                throw interpreter.runtimeError("expected .modifier(SomeViewModifier())", range, source)
            }
            return try interpreter.call(body, receiver: modifier, arguments: [Interpreter.ArgumentValue(label: "content", value: base)], type: type).value
        }
        var modifier = ViewValue.Modifier(name: name, arguments: values.map(\.value))
        modifier.effect = try effect(name, values, interpreter, range, source)
        return .view(.modified(base, modifier))
    }

    private static func closure(_ values: [Interpreter.ArgumentValue], _ labels: [String?]) -> Value? {
        values.last { labels.contains($0.label) && $0.value.isFunction }?.value
    }

    private static func effect(_ name: String, _ values: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                               _ range: SourceRange, _ source: SourceText) throws -> ViewValue.Effect {
        func argument(_ label: String) -> Value? { values.first { $0.label == label }?.value }
        func required(_ value: Value?, _ what: String) throws -> Value {
            guard let value else { throw interpreter.runtimeError("'.\(name)' needs \(what)", range, source) }
            return value
        }
        switch name {
        case "onAppear": return .onAppear(try required(closure(values, [nil, "perform"]), "an action"))
        case "onDisappear": return .onDisappear(try required(closure(values, [nil, "perform"]), "an action"))
        case "task": return .task(try required(closure(values, [nil, "operation"]), "an action"), id: argument("id"))
        case "onChange":
            return .onChange(of: try required(argument("of"), "a value: .onChange(of: value)"),
                             action: try required(closure(values, [nil, "perform"]), "an action"),
                             initial: argument("initial").map { if case .bool(true) = $0 { return true }; return false } ?? false)
        case "onReceive":
            return .onReceive(publisher: try required(values.first { $0.label == nil }?.value, "a publisher"),
                              action: try required(closure(values, [nil, "perform"]), "an action"))
        case "id": return .identity(try required(values.first?.value, "an identity"))
        case "tag": return .tag(try required(values.first?.value, "a tag"))
        case "environmentObject":
            guard case .object(let object)? = values.first?.value else {
                throw interpreter.runtimeError("environmentObject(_:) takes an ObservableObject", range, source)
            }
            return .environmentObject(object)
        case "environment":
            if values.count == 1, case .object(let object) = values[0].value { return .environmentObject(object) }
            guard values.count == 2, case .keyPath(let path) = values[0].value, case .member(let key)? = path.components.first else {
                throw interpreter.runtimeError("expected .environment(\\.key, value) or .environment(object)", range, source)
            }
            if interpreter.builtinExtensions["EnvironmentValues"]?.computedProperty(key)?.setter != nil {
                return .environmentSetting(name: key, value: values[1].value)
            }
            return .environmentValue(key: .keyPath(key), value: values[1].value)
        case "alert": return .alert(try alert(values, interpreter, range, source))
        case "sheet", "fullScreenCover": return .sheet(try sheet(values, interpreter, range, source))
        case "navigationDestination":
            let typeName: String
            switch argument("for") {
            case .type(let type)?: typeName = type.name
            case .builtinType(let name)?: typeName = name
            default: throw interpreter.runtimeError("expected .navigationDestination(for: Type.self) { value in ... }", range, source)
            }
            return .navigationDestination(typeName: typeName, content: try required(closure(values, [nil, "destination"]), "a destination"))
        default: return .cosmetic
        }
    }

    /// `.alert(title, isPresented:) { actions } message: { }`, with `presenting:`, or `.alert(title, item:)`.
    /// The actions run now, during the body (they are not escaping), when the alert has what it shows.
    private static func alert(_ values: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                              _ source: SourceText) throws -> ViewValue.Alert {
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
            return ViewValue.Alert(title: title, isPresented: data != nil, flag: nil, actions: defaultButton(built),
                                   message: try data.flatMap { try build(message, $0) }, binding: item, setsNil: true)
        }
        guard case .native(let isPresented as BindingValue)? = values.first(where: { $0.label == "isPresented" })?.value else {
            throw interpreter.runtimeError("expected .alert(title, isPresented: $flag) { ... } or .alert(title, item: $item) { ... }", range, source)
        }
        if let presenting = values.first(where: { $0.label == "presenting" }) {
            let data = presenting.value.unwrapped
            return ViewValue.Alert(title: title, isPresented: data != nil, flag: isPresented,
                                   actions: defaultButton(try data.flatMap { try build(actions, $0) } ?? .view(.empty)),
                                   message: try data.flatMap { try build(message, $0) }, binding: isPresented, setsNil: false)
        }
        return ViewValue.Alert(title: title, isPresented: true, flag: isPresented, actions: defaultButton(try build(actions, nil) ?? .view(.empty)),
                               message: try build(message, nil), binding: isPresented, setsNil: false)
    }

    /// An alert without buttons shows an "OK" that dismisses it.
    private static func defaultButton(_ actions: Value) -> Value {
        if case .view(.empty) = actions { return .view(.button(label: .view(.text("OK")), action: .view(.empty))) }
        return actions
    }

    private static func sheet(_ values: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                              _ source: SourceText) throws -> ViewValue.Sheet {
        guard let content = values.last(where: { ($0.label == nil || $0.label == "content") && $0.value.isFunction })?.value else {
            throw interpreter.runtimeError("expected .sheet(isPresented: $flag) { content }", range, source)
        }
        let onDismiss = values.first { $0.label == "onDismiss" }?.value
        if case .native(let item as BindingValue)? = values.first(where: { $0.label == "item" })?.value {
            return ViewValue.Sheet(binding: item, isItem: true, content: content, onDismiss: onDismiss)
        }
        guard case .native(let isPresented as BindingValue)? = values.first(where: { $0.label == "isPresented" })?.value else {
            throw interpreter.runtimeError("expected .sheet(isPresented: $flag) { ... } or .sheet(item: $item) { ... }", range, source)
        }
        return ViewValue.Sheet(binding: isPresented, isItem: false, content: content, onDismiss: onDismiss)
    }
}
