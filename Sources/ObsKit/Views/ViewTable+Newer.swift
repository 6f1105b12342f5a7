import Foundation

/// Views of iOS 16–17 the view table adds here (ViewTable): `ViewThatFits`, `AnyLayout` and the stack
/// layouts, `TimelineView`, `AsyncImage`, `ColorPicker`, `ShareLink`, `OutlineGroup`. Where SwiftUI needs a
/// size, the network or a share sheet, ObsREPL makes the choice docs/rules.md §15.20 records.
extension BuiltinView {
    static var newerViews: [BuiltinView] {
        [
            BuiltinView(name: "ViewThatFits", summary: "ViewThatFits(in: Axis.Set = [.horizontal, .vertical]) { candidates } (the first that fits what it is proposed, by frames: rules §15.20)") { interpreter, arguments, range, source in
                guard let content = arguments.last(where: { $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected ViewThatFits { candidates }", range, source)
                }
                let built = try interpreter.buildContent(content, range, source)
                guard case .view(.tuple(let candidates)) = built, candidates.count > 1 else { return .view(.stack(.viewThatFits, [built])) }
                // The candidates and the axes they must fit along; the graph chooses when it renders (ViewGraph+Layout).
                let axes = interpreter.optionNames(arguments.first { $0.label == "in" }?.value)
                return .view(.stack(.viewThatFits, [built, .array((axes.isEmpty ? ["horizontal", "vertical"] : axes).map(Value.symbol))]))
            },
            layout("HStackLayout", .hstack), layout("VStackLayout", .vstack), layout("ZStackLayout", .zstack),
            BuiltinView(name: "AnyLayout", summary: "AnyLayout(_ layout: some Layout), then layout { content } (one identity whatever the layout)") { interpreter, arguments, range, source in
                switch arguments.first?.value {
                case .builtin(let layout)? where layout.name.hasSuffix("Layout"): break
                case .structValue(let layout)? where layout.type.conforms(to: "Layout"): break
                default: throw interpreter.runtimeError("expected AnyLayout(HStackLayout()), AnyLayout(VStackLayout()) or AnyLayout(MyLayout())", range, source)
                }
                // The layout type is not part of the identity: switching it keeps the children's state.
                return .builtin(BuiltinFunction("AnyLayout") { interpreter, arguments, range, source in
                    try Builtins.stack(.anyLayout, interpreter, arguments, range, source)
                })
            },
            BuiltinView(name: "TimelineView", summary: "TimelineView(_ schedule:) { context in content } (built again at each of the schedule's dates on the virtual clock)") { interpreter, arguments, range, source in
                guard let content = arguments.last(where: { $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("expected TimelineView(.periodic(from: .now, by: 1)) { context in ... }", range, source)
                }
                guard let schedule = TimelineScheduleValue.given(arguments.first(where: { !$0.value.isFunction })?.value) else {
                    throw interpreter.runtimeError("not supported yet: this TimelineView schedule (.periodic(from:by:), .everyMinute, "
                        + ".animation and .explicit(dates) are)", range, source)
                }
                if case .closure(let closure) = content { closure.buildsViews = true }
                return .view(.timeline(schedule: schedule, content: content))
            },
            BuiltinView(name: "AsyncImage", summary: "AsyncImage(url:), AsyncImage(url:) { image in } placeholder: { }, AsyncImage(url:) { phase in } (no network: the placeholder)") { interpreter, arguments, range, source in
                if let placeholder = arguments.first(where: { $0.label == "placeholder" })?.value {
                    return .view(.stack(.asyncImage, [try interpreter.buildContent(placeholder, range, source)]))
                }
                if let content = arguments.last(where: { $0.value.isFunction && $0.label != "transaction" })?.value {
                    // `AsyncImage(url:) { phase in }`: the first phase, `.empty`, while the image loads.
                    if case .closure(let closure) = content { closure.buildsViews = true }
                    return .view(.stack(.asyncImage, [try interpreter.invoke(content, [.symbol("empty")], range, source)]))
                }
                return .view(.stack(.asyncImage, [.view(.inert("Color.gray"))]))
            },
            BuiltinView(name: "ColorPicker", summary: "ColorPicker(_ title:selection:supportsOpacity:) (shown; no command picks a color)") { interpreter, arguments, range, source in
                _ = try Builtins.binding(interpreter, arguments, "selection", range, source)
                return .view(.stack(.colorPicker, [try Builtins.label(interpreter, arguments, range, source)]))
            },
            BuiltinView(name: "ShareLink", summary: "ShareLink(item:subject:message:), ShareLink(_ title:item:) (no share sheet here)") { interpreter, arguments, range, source in
                let titled = arguments.contains { $0.label == nil }
                let label = titled ? try Builtins.label(interpreter, arguments, range, source) : .view(.text("Share"))
                return .view(.stack(.shareLink, [label]))
            },
            BuiltinView(name: "OutlineGroup", summary: "OutlineGroup(_ data:children:) { element in row } (rows with children are collapsed DisclosureGroups)",
                        make: outlineGroup),
        ]
    }

    /// `HStackLayout(spacing:)` and the like: a layout value, called as `layout { content }`.
    private static func layout(_ name: String, _ kind: ViewValue.StackKind) -> BuiltinView {
        BuiltinView(name: name, summary: "\(name)(alignment:spacing:), then layout { content }") { _, _, _, _ in
            .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                try Builtins.stack(kind, interpreter, arguments, range, source)
            })
        }
    }

    /// `OutlineGroup(data, children: \.children) { node in row }` (or one root node instead of `data`): a ForEach of the top level; a node whose
    /// children are non-nil is a DisclosureGroup, collapsed as SwiftUI shows it at first, its label the row.
    static func outlineGroup(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                                     _ source: SourceText) throws -> Value {
        guard let data = arguments.first(where: { $0.label == nil && !$0.value.isFunction })?.value,
              case .keyPath(let children)? = arguments.first(where: { $0.label == "children" })?.value,
              let row = arguments.last(where: { $0.value.isFunction })?.value else {
            throw interpreter.runtimeError("expected OutlineGroup(data, children: \\.children) { element in ... }", range, source)
        }
        if case .closure(let closure) = row { closure.buildsViews = true }
        let id = arguments.first { $0.label == "id" }?.value
        func group(_ data: Value) throws -> Value {
            let content = Value.builtin(BuiltinFunction("OutlineGroup") { interpreter, elements, range, source in
                guard let element = elements.first?.value else { return .view(.empty) }
                let label = try interpreter.invoke(row, [element], range, source)
                var kids = try interpreter.apply(children, to: element, range, source)
                while case .optional(let wrapped) = kids { kids = wrapped }
                if case .none = kids { return label }
                return .view(.disclosure(label: label, content: try group(kids), isExpanded: nil))
            })
            var forEach: [Interpreter.ArgumentValue] = [.init(label: nil, value: data), .init(label: nil, value: content)]
            if let id { forEach.insert(.init(label: "id", value: id), at: 1) }
            return try Builtins.forEach(interpreter, forEach, range, source)
        }
        // `OutlineGroup(root, children: \.children)`: one root element (a value of the element type, no collection).
        if let type = interpreter.scriptType(of: data), !interpreter.isScriptSequence(type) { return try group(.array([data])) }
        return try group(data)
    }
}

extension Builtins {
    /// `MyLayout(spacing: 4) { content }` for a script's own `Layout` (rules §15.24): a container like a stack.
    /// There are no sizes here, so its `sizeThatFits` and `placeSubviews` are not called; its stored
    /// properties are not part of the children's identity (as for AnyLayout, only the place is).
    static func customLayout(_ layout: StructValue, _ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue],
                             _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard arguments.count == 1, arguments[0].label == nil, arguments[0].value.isFunction else {
            throw interpreter.runtimeError("expected \(layout.type.name)(...) { content }", range, source)
        }
        return try Builtins.stack(.customLayout, interpreter, arguments, range, source)
    }
}

/// `TimelineView`'s context: `date`, the time of this update (the virtual clock's now), and `cadence`.
final class TimelineContext: NativeObject {
    let date: Foundation.Date

    init(date: Foundation.Date) {
        self.date = date
    }

    var typeName: String { "TimelineViewDefaultContext" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "date": return .native(DateValue(date))
        case "cadence": return .symbol("live")
        default: return nil
        }
    }
}
