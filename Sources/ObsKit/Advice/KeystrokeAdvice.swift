/// Kind 10 of AdviceKind: a view whose body runs at every keystroke of a text field although it shows
/// none of what is typed (it only makes the field's binding, as a parent does that builds `$model.title`
/// through `@Bindable` for an alert: rules §8.6). Noted after a `:type` of two characters or more, for the
/// bodies that an Observation dependency re-ran at every keystroke (an `ObservableObject`'s observers or a
/// `@State` the body reads re-run for another reason, which this advice would misname).
struct KeystrokeAdvice {
    let graph: ViewGraph
    let interpreter: Interpreter

    func note(_ bodiesPerKeystroke: [Set<String>], field: String) {
        guard bodiesPerKeystroke.count >= 2, let every = bodiesPerKeystroke.dropFirst().reduce(bodiesPerKeystroke.first, { $0?.intersection($1) }) else { return }
        let typed = graph.textFields().first { $0.title == field }.flatMap { try? interpreter.read($0.binding, .synthesized, SourceText(text: "", fileName: "", firstLine: 1)) }
            .map { interpreter.describe($0) } ?? ""
        for name in every.sorted() {
            guard let node = graph.node(named: name), let type = node.type, let rendered = node.rendered,
                  !shows(typed, field: field, in: rendered), holds(field: field, in: rendered),
                  let body = type.computedGetter("body") else { continue }
            interpreter.adviceFindings.append(AdviceFinding(kind: .bodyPerKeystroke, message: """
                \(type.name)'s body ran at every keystroke typed into "\(field)" (\(bodiesPerKeystroke.count) of \(bodiesPerKeystroke.count)), though it shows none of what is typed: its body makes the field's binding, so it reads the property the field writes.
                Move the field into a small view of its own that makes the binding (@Bindable there), so only that view runs per keystroke.
                """, location: type.location(body.range)))
        }
    }

    /// Whether the field is inside what the node built (its children included): the body that makes the
    /// binding holds the field or the alert or child that has it. A view that only shows something derived
    /// from the text (a count) and holds no field reads the property for what it shows: no advice.
    /// A child view that takes no binding (it is given the model, say) makes its fields' bindings itself: a field
    /// inside it is not this body's (the body re-ran for something else it reads, a `canSave` derived from the text).
    private func holds(field: String, in rendered: RenderedView) -> Bool {
        var found = false
        graph.walk(rendered) { part, _ in
            if case .control(.textField(let title, _, _, _), _) = part, title == field { found = true }
            if case .child(let node) = part, let type = node.type, !takesBinding(type) { return false }
            return !found
        }
        return found
    }

    private func takesBinding(_ type: TypeInfo) -> Bool {
        type.fields.contains { $0.wrapper == .binding || $0.typeName?.hasPrefix("Binding") == true }
    }

    /// Whether the node's own output (not its children's) shows what is typed: the field itself, or a text.
    private func shows(_ typed: String, field: String, in rendered: RenderedView) -> Bool {
        var found = false
        graph.walk(rendered) { part, _ in
            switch part {
            case .text(let text):
                if !typed.isEmpty, text.contains(typed) { found = true }
                return false
            case .control(.textField(let title, _, _, _), _):
                if title == field { found = true }
                return false
            case .child(let node):
                // A ForEach row is built from this body's own closure: what it shows, the body shows.
                return node.typeName == "ForEach.Row"
            case .image:
                return false
            case .button, .control, .stack, .group, .modified, .alert, .inert, .empty, .navigationLink, .navigation, .toolbar, .tabs,
                 .menu, .disclosure:
                return true
            }
        }
        return found
    }
}
