/// `TextField(_:value:format:)` (rules §15.10): for a value that is not a String, Apple's field keeps the text
/// being typed as its own state and changes the bound value only when the user commits the edit (Return,
/// or the focus leaving the field); the text is then parsed with the format, and a text that does not parse
/// leaves the value as it was (an optional value becomes nil). Either way the field then shows the value formatted. [D: Apple
/// `textfield/init(_:value:format:prompt:)`]
final class FieldCommit {
    let value: BindingValue
    let style: FormatStyleValue
    /// Where the draft lives in the screen state: the field's node and place in the tree, then `keySuffix`.
    var key = ""
    static let keySuffix = ".TextField"

    init(value: BindingValue, style: FormatStyleValue) {
        self.value = value
        self.style = style
    }
}

extension ViewGraph {
    static let fieldSource = SourceText(text: "", fileName: "<TextField>", firstLine: 1)

    /// The field as the screen shows it: its text is the draft while there is one, else the value formatted;
    /// typing writes the draft only.
    func renderFormattedField(title: String, secure: Bool, _ given: FieldCommit, path: String,
                              into rendering: inout Rendering) -> RenderedView {
        let field = FieldCommit(value: given.value, style: given.style)
        field.key = "\(rendering.node.id)\(path)" + FieldCommit.keySuffix
        rendering.probes.append(.screen(key: field.key, screen.values[field.key]))
        let get = BuiltinFunction("TextField.text") { [weak self] interpreter, _, range, source in
            if case .string(let draft)? = self?.screen.values[field.key] { return .string(draft) }
            // An optional value that is nil shows an empty field.
            guard let value = try interpreter.read(field.value, range, source).unwrapped else { return .string("") }
            return .string(try field.style.format(value, interpreter, range, source))
        }
        let set = BuiltinFunction("TextField.text") { [weak self] _, arguments, _, _ in
            self?.screen.values[field.key] = arguments.first?.value
            return .void
        }
        let text = BindingValue(.closures(get: .builtin(get), set: .builtin(set)))
        return .control(.textField(title: title, text: text, secure: secure, commit: field), label: .empty)
    }

    /// Commits a field's draft, if it has one: the parsed text becomes the value (a text that does not parse
    /// changes nothing), and the field shows the value formatted again.
    func commit(_ field: FieldCommit) throws {
        guard case .string(let text)? = screen.values[field.key] else { return }
        screen.values[field.key] = nil
        let current = try interpreter.read(field.value, .synthesized, Self.fieldSource)
        if let parsed = field.style.parse(text, as: current) {
            try interpreter.write(field.value, parsed, .synthesized, Self.fieldSource)
        } else if case .optional = current {
            // An optional value: a text that does not parse makes it nil (Apple `init(_:value:format:prompt:)`
            // for `Binding<F.FormatInput?>`; one that is nil already stays nil).
            try interpreter.write(field.value, .none, .synthesized, Self.fieldSource)
        }
    }

    func hasDraft(_ field: FieldCommit) -> Bool { screen.values[field.key] != nil }
}

extension ViewGraph {
    /// A field with a draft whose `@FocusState` now says it is not focused (code moved the focus, as a
    /// keyboard's "Done" button does) commits its draft. Returns whether any did.
    func commitUnfocusedDrafts() throws -> Bool {
        // Every turn asks; without a draft there is nothing to walk the screen for (issue 14: an idle turn
        // costs the same at any size).
        guard screen.values.keys.contains(where: { $0.hasSuffix(FieldCommit.keySuffix) }) else { return false }
        var committed = false
        for field in textFields() {
            guard let commit = field.commit, screen.values[commit.key] != nil, let focus = field.focus else { continue }
            if try !holdsFocus(focus) {
                try self.commit(commit)
                committed = true
            }
        }
        return committed
    }
}
