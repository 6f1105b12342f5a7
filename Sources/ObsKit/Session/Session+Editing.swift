/// What the editing commands do to the mounted UI: a row swiped away or dragged (SwiftUI calls the
/// ForEach's `onDelete`/`onMove` action; the action changes the data).
extension Session {
    private var editSource: SourceText { SourceText(text: "", fileName: "<command>", firstLine: 1) }

    /// `:delete "Text"`: `onDelete` gets `IndexSet([offset])`, the row's offset in its ForEach's data.
    func deleteRow(_ text: String, _ call: CommandCall) throws {
        let (list, offset) = try editableRow(text, "deleted", "onDelete", call)
        guard let action = list.onDelete else {
            throw call.error("row \"\(text)\" can't be deleted: its ForEach has no onDelete")
        }
        if graph.refuses(list.rows[offset], delete: true) { throw call.error("row \"\(text)\" can't be deleted: deleteDisabled") }
        // Apple's swipeActions page: a row with swipe actions of its own gets no Delete from onDelete.
        if graph.hasSwipeActions(list.rows[offset]) {
            throw call.error("row \"\(text)\" can't be deleted: it has swipeActions, which replace the Delete that onDelete adds "
                + "(a swipe button with role: .destructive deletes it)")
        }
        _ = try interpreter.invoke(action, [Self.indexSet([offset])], .synthesized, editSource)
    }

    /// `:move "Text" to N`: the row ends at position N. `onMove` gets the source offsets and the
    /// destination as an offset before the move (N + 1 when the row moves down, N when it moves up).
    func moveRow(_ text: String, to position: Int, _ call: CommandCall) throws {
        let (list, offset) = try editableRow(text, "moved", "onMove", call)
        guard let action = list.onMove else { throw call.error("row \"\(text)\" can't be moved: its ForEach has no onMove") }
        if graph.refuses(list.rows[offset], delete: false) { throw call.error("row \"\(text)\" can't be moved: moveDisabled") }
        guard position < list.rows.count else {
            throw call.error("row \"\(text)\" can't move to \(position): its ForEach has \(list.rows.count) rows (0 to \(list.rows.count - 1))")
        }
        let destination = position > offset ? position + 1 : position
        _ = try interpreter.invoke(action, [Self.indexSet([offset]), .int(destination)], .synthesized, editSource)
    }

    private func editableRow(_ text: String, _ done: String, _ modifier: String, _ call: CommandCall) throws -> (list: EditableRows, offset: Int) {
        if let found = graph.editableRow(showing: text) { return found }
        if graph.visibleTexts().contains(text) {
            throw call.error("row \"\(text)\" can't be \(done): it is not in a ForEach with \(modifier)")
        }
        let rows = graph.editableRowTexts()
        throw call.error("no visible row shows \"\(text)\"; " + (rows.isEmpty ? "no ForEach on screen has onDelete or onMove"
            : "rows that can be edited: " + rows.map { "\"\($0)\"" }.joined(separator: ", ")))
    }

    /// `:tab "Title"`: the TabView's selection binding gets the tab's tag (or value); without a binding, the
    /// TabView's own state changes (rules §15.8).
    func selectTab(_ title: String, _ ordinal: Int, _ call: CommandCall) throws {
        let all = graph.tabViews().flatMap { tabs in tabs.titles.enumerated().map { (tabs, $0.offset, $0.element) } }
        let matching = all.filter { $0.2 == title }
        guard ordinal <= matching.count else {
            let titles = all.map { "\"\($0.2)\"" }.joined(separator: ", ")
            throw call.error(matching.isEmpty ? "no visible tab titled \"\(title)\"; " + (all.isEmpty ? "no TabView is visible" : "tabs: \(titles)")
                             : "there are only \(matching.count) tabs titled \"\(title)\"")
        }
        let (tabs, index, _) = matching[ordinal - 1]
        if let selection = tabs.selection {
            guard let tag = tabs.tags[index] else { throw call.error("the tab \"\(title)\" has no .tag or value for the TabView's selection") }
            try interpreter.write(selection, tag, .synthesized, editSource)
        } else {
            graph.screen.values[tabs.key] = .int(index)
        }
    }

    /// Foundation's `IndexSet`, as a set of offsets in ascending order.
    static func indexSet(_ offsets: [Int]) -> Value {
        var set = OrderedSet()
        for offset in offsets.sorted() { set.insert(.int(offset)) }
        return .set(set)
    }
}

extension ViewGraph {
    /// Whether a row says `.deleteDisabled(true)` (`delete`) or `.moveDisabled(true)`.
    func refuses(_ row: RenderedView, delete: Bool) -> Bool {
        var refused = false
        walk(row) { view, _ in
            if case .modified(_, let modifier, _) = view, case .editDisabled(delete, true) = modifier.effect { refused = true }
            return !refused
        }
        return refused
    }

    /// Whether a row declares `.swipeActions { ... }`.
    func hasSwipeActions(_ row: RenderedView) -> Bool {
        var found = false
        walk(row) { view, _ in
            if case .modified(_, let modifier, _) = view, modifier.name == "swipeActions" { found = true }
            return !found
        }
        return found
    }

    /// The modifiers on screen whose buttons only a gesture reveals (`.swipeActions`, `.contextMenu`), by name.
    func revealedOnlyByGestures() -> [String] {
        var names: [String] = []
        walk(root?.rendered) { view, _ in
            if case .modified(_, let modifier, _) = view, ["swipeActions", "contextMenu"].contains(modifier.name),
               !names.contains("." + modifier.name) {
                names.append("." + modifier.name)
            }
            return true
        }
        return names
    }

    /// What the rows of editable ForEach views show, for completion and errors.
    func editableRowTexts() -> [String] {
        editableRows().flatMap { $0.rows.map { text(of: $0) } }
    }
}
