/// The modifiers that change what a view's content is proposed (ViewLayout.swift, rules §15.9): `.frame` and
/// `.padding`, and `onGeometryChange`, told the size its view is proposed (ObsREPL measures nothing else).
extension BuiltinModifier {
    static let layout: [BuiltinModifier] = [
        BuiltinModifier(name: "frame", signature: "frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center), frame(minWidth:...)",
                        behaviour: .effect { call in
                            func length(_ label: String) -> Double? { Self.length(call.argument(label)) }
                            return .layout(.frame(width: length("width"), height: length("height"), minWidth: length("minWidth"),
                                                  maxWidth: length("maxWidth"), minHeight: length("minHeight"), maxHeight: length("maxHeight")))
                        }),
        BuiltinModifier(name: "padding", signature: "padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil), padding(_ insets: EdgeInsets)",
                        behaviour: .effect { call in .layout(try padding(call)) }),
        BuiltinModifier(name: "containerRelativeFrame",
                        signature: "containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center), containerRelativeFrame(_:count:span:spacing:alignment:)",
                        behaviour: .effect { call in
                            let axes = call.interpreter.optionNames(call.values.first { $0.label == nil }?.value)
                            var count = 1, span = 1
                            if case .int(let given)? = call.argument("count") { count = max(1, given) }
                            if case .int(let given)? = call.argument("span") { span = max(1, given) }
                            // The closure form (`{ length, axis in length * 0.8 }`) is not run: the whole container.
                            return .layout(.containerRelative(horizontal: axes.contains("horizontal"), vertical: axes.contains("vertical"),
                                                              count: count, span: span, spacing: length(call.argument("spacing")) ?? 0))
                        }),
        BuiltinModifier(name: "onGeometryChange", signature: "onGeometryChange(for: T.Type, of: (GeometryProxy) -> T, action: (T) -> Void)",
                        behaviour: .effect { call in
                            .onGeometryChange(transform: try call.required(call.argument("of") ?? call.closure([nil]), "a transform: .onGeometryChange(for: T.self) { proxy in ... }"),
                                              action: try call.required(call.closure(["action"]), "an action: action: { value in ... }"))
                        }),
    ]

    /// A length in points: a number, or `.infinity`.
    static func length(_ value: Value?) -> Double? {
        switch value {
        case .double(let number)?: return number
        case .int(let number)?: return Double(number)
        case .float(let number)?: return Double(number)
        case .symbol("infinity")?: return .infinity
        case .optional(let wrapped)?: return length(wrapped)
        default: return nil
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding([.top, .leading], 4)`, `.padding(insets)`:
    /// the system's padding is 16 points.
    private static func padding(_ call: ModifierCall) throws -> ViewLayout {
        let unlabeled = call.values.filter { $0.label == nil }.map(\.value)
        if case .structValue(let insets)? = unlabeled.first, insets.type.name == "EdgeInsets" {
            func inset(_ name: String) -> Double { insets.type.index(ofField: name).flatMap { length(insets.fields[$0]) } ?? 0 }
            return .padding(top: inset("top"), leading: inset("leading"), bottom: inset("bottom"), trailing: inset("trailing"))
        }
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var amount = 16.0
        for value in unlabeled {
            if let given = length(value) {
                amount = given
                continue
            }
            let names = call.interpreter.optionNames(value)
            guard !names.isEmpty else { continue }
            edges = []
            for name in names {
                switch name {
                case "all": edges.formUnion(["top", "leading", "bottom", "trailing"])
                case "horizontal": edges.formUnion(["leading", "trailing"])
                case "vertical": edges.formUnion(["top", "bottom"])
                default: edges.insert(name)
                }
            }
        }
        func inset(_ edge: String) -> Double { edges.contains(edge) ? amount : 0 }
        return .padding(top: inset("top"), leading: inset("leading"), bottom: inset("bottom"), trailing: inset("trailing"))
    }
}
