/// Focus, Return, clearing, searching and pulling to refresh, as a user does them (rules §15.10): what
/// `:focus`, `:submit`, `:clear`, `:search` and `:refresh` do to the mounted UI.
extension Session {
    private var fieldSource: SourceText { SourceText(text: "", fileName: "<command>", firstLine: 1) }

    /// The Nth visible text field titled `title`.
    func field(_ title: String, _ ordinal: Int, _ call: CommandCall) throws -> ViewGraph.FieldTarget {
        let fields = graph.textFields()
        let field = try pickNth(fields.filter { $0.title == title }, ordinal, what: "text field titled \"\(title)\"", kinds: "text fields",
                                visible: fields.map(\.title), call)
        if field.disabled { throw call.error("text field \"\(title)\" is disabled") }
        return field
    }

    /// Moves the focus to `field`, as a tap on it would: its `@FocusState` gets the field's value, and every
    /// other FocusState that held the focus loses it (also when `field` has none: the focus is still there).
    /// Returns whether anything changed.
    @discardableResult
    func focus(_ field: ViewGraph.FieldTarget) throws -> Bool {
        // The field losing the focus commits what was typed in it (TextField(value:format:)): only the focused
        // field has a draft, so any other field's draft is the one leaving (with a FocusState or without one).
        var changed = false
        for other in graph.textFields() {
            guard let commit = other.commit, commit.key != field.commit?.key, graph.hasDraft(commit) else { continue }
            try graph.commit(commit)
            changed = true
        }
        if let focus = field.focus, try graph.holdsFocus(focus) { return changed }
        for other in graph.textFields() {
            guard let held = other.focus, !(field.focus.map { held.binding.reachesSameStorage(as: $0.binding) } ?? false), try graph.holdsFocus(held) else { continue }
            try graph.release(held)
            changed = true
        }
        graph.focusHolder = field.focus
        guard let focus = field.focus else { return changed }
        // `@FocusState var field: Field?` holds an optional; a Bool FocusState a Bool.
        let value: Value
        if case .bool = focus.value { value = focus.value } else { value = focus.value.asOptional }
        try interpreter.write(focus.binding, value, .synthesized, fieldSource)
        return true
    }

    /// `:submit "Title"`: Return in the field: the nearest `onSubmit` runs; the field then loses the focus,
    /// unless the action moved it (the two land in one update).
    func submit(_ title: String, _ ordinal: Int, _ call: CommandCall) throws {
        // The search field, by its prompt: Return there runs the nearest `onSubmit(of: .search)` (rules §15.9).
        if ordinal == 1, !graph.textFields().contains(where: { $0.title == title }), let search = graph.searchField(), search.prompt == title {
            if let action = search.submit { _ = try interpreter.invoke(action, [], .synthesized, fieldSource) }
            return
        }
        let field = try field(title, ordinal, call)
        // Return commits the text first (TextField(value:format:)), so the action sees the new value.
        if let commit = field.commit { try graph.commit(commit) }
        if let action = field.submit { _ = try interpreter.invoke(action, [], .synthesized, fieldSource) }
        guard let focus = field.focus, try graph.holdsFocus(focus) else { return }
        try graph.release(focus)
    }

    /// `:clear "Title"`: the field's text becomes "" in one turn.
    func clear(_ title: String, _ ordinal: Int, _ call: CommandCall) throws {
        let field = try field(title, ordinal, call)
        if try focus(field) { try settle() }
        try interpreter.write(field.binding, .string(""), .synthesized, fieldSource)
    }

    /// `:search "text"`: the visible `searchable` field gets the whole text in one turn and is active
    /// (`isSearching` below it); `:search ""` clears it and ends the search.
    func search(_ text: String, _ call: CommandCall) throws {
        guard let field = graph.searchField() else {
            throw call.error("no visible view is .searchable")
        }
        try interpreter.write(field.binding, .string(text), .synthesized, fieldSource)
        try graph.setSearching(!text.isEmpty, field)
    }

    /// `:refresh`: pulls to refresh: the visible `refreshable` action starts as a task and runs until it waits.
    func refresh(_ call: CommandCall) throws {
        guard let action = graph.firstEffect(where: { if case .refreshable(let action) = $0 { return action }; return nil }) else {
            throw call.error("no visible view is .refreshable")
        }
        _ = interpreter.scheduler.spawn(action)
    }
}

extension ViewGraph {
    /// The first modifier effect on screen that `match` accepts, in tree order.
    func firstEffect<T>(where match: (ViewValue.Effect) -> T?) -> T? {
        var found: T?
        walk(root?.rendered) { view, _ in
            if found == nil, case .modified(_, let modifier, _) = view { found = match(modifier.effect) }
            return found == nil
        }
        return found
    }
}
