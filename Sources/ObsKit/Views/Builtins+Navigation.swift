/// `NavigationLink`, with a destination view or a value for `navigationDestination(for:)`.
extension Builtins {
    static func navigationLink(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], _ range: SourceRange,
                               _ source: SourceText) throws -> Value {
        var label: Value = .view(.empty)
        let labelClosure = arguments.first { $0.label == "label" && $0.value.isFunction }?.value
        if let title = arguments.first(where: { $0.label == nil }), case .string(let text) = title.value {
            label = .view(.text(text))
        } else if let labelClosure {
            label = try interpreter.buildContent(labelClosure, range, source)
        } else if let closure = arguments.last(where: { $0.label == nil && $0.value.isFunction }),
                  arguments.contains(where: { $0.label == "destination" || $0.label == "value" }) {
            label = try interpreter.buildContent(closure.value, range, source)
        }
        if labelClosure != nil, !arguments.contains(where: { $0.label == "destination" || $0.label == "value" }),
           let destination = arguments.first(where: { $0.label == nil && $0.value.isFunction }) {
            // `NavigationLink { Destination() } label: { ... }`: the trailing closure is the destination.
            return .view(.navigationLink(label: label, destination: .view(try interpreter.buildContent(destination.value, range, source))))
        }
        if let value = arguments.first(where: { $0.label == "value" }) {
            return .view(.navigationLink(label: label, destination: .value(value.value)))
        }
        if let destination = arguments.first(where: { $0.label == "destination" }) {
            // `destination: Detail()` was made just now, in the parent's body; a closure is built now too.
            let view = destination.value.isFunction ? try interpreter.buildContent(destination.value, range, source) : destination.value
            return .view(.navigationLink(label: label, destination: .view(view)))
        }
        if let closure = arguments.last(where: { $0.label == nil && $0.value.isFunction }) {
            // `NavigationLink("Title") { Detail() }`: the trailing closure is the destination.
            return .view(.navigationLink(label: label, destination: .view(try interpreter.buildContent(closure.value, range, source))))
        }
        throw interpreter.runtimeError("expected NavigationLink(\"Title\", value: v), NavigationLink(destination: V()) or NavigationLink(\"Title\") { V() }", range, source)
    }
}
