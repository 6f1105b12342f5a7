/// The rows of the `ForEach` views on screen that can be edited (`onDelete`, `onMove`), for `:delete` and
/// `:move`: a row is one element's content, found by a text it shows; its offset is its place in the
/// ForEach's data (rules §1: rows are keyed by id, in the data's order).
struct EditableRows {
    /// Each row's rendered content, in the data's order.
    let rows: [RenderedView]
    var onDelete: Value?
    var onMove: Value?
}

extension ViewGraph {
    /// The ForEach views on screen that have `onDelete` or `onMove`, in tree order.
    func editableRows() -> [EditableRows] {
        var found: [EditableRows] = []
        walk(root?.rendered) { view, _ in
            guard case .modified = view else { return true }
            var record = EditableRows(rows: [])
            var current = view
            while case .modified(let content, let modifier, _) = current {
                switch modifier.effect {
                case .onDelete(let action): record.onDelete = action
                case .onMove(let action): record.onMove = action
                default: break
                }
                current = content
            }
            guard record.onDelete != nil || record.onMove != nil, case .group(let rows) = current else { return true }
            found.append(EditableRows(rows: rows, onDelete: record.onDelete, onMove: record.onMove))
            // The chain's inner modifiers are this same ForEach: not visited again.
            return false
        }
        return found
    }

    /// The TabViews on screen: their tabs' titles and tags, their selection binding, their key.
    func tabViews() -> [(titles: [String], tags: [Value?], selection: BindingValue?, key: String)] {
        var found: [(titles: [String], tags: [Value?], selection: BindingValue?, key: String)] = []
        visit { view, _ in
            guard case .tabs(let tabs, _, let selection, let key) = view else { return }
            found.append((tabs.map(\.title), tabs.map(\.tag), selection, key))
        }
        return found
    }

    func tabTitles() -> [String] { tabViews().flatMap(\.titles) }

    /// A choice made in a menu (a picker's option, a toggle) closes the open menus, as on iOS.
    func closeMenus() {
        visit { view, _ in
            if case .menu(_, _, true, _, let key) = view { screen.values[key] = .bool(false) }
        }
    }

    /// Whether `view` shows `label`: as its whole text, or as one of its texts.
    func shows(_ view: RenderedView, _ label: String) -> Bool {
        let pieces = textPieces(of: view)
        return pieces.joined(separator: " ") == label || pieces.contains(label)
    }

    /// The first editable row showing `label`: its ForEach and its offset.
    func editableRow(showing label: String) -> (list: EditableRows, offset: Int)? {
        for list in editableRows() {
            if let offset = list.rows.firstIndex(where: { shows($0, label) }) { return (list, offset) }
        }
        return nil
    }

    /// Every text on screen, in tree order (what `:delete` lists when it finds no row).
    func visibleTexts() -> [String] {
        var texts: [String] = []
        visit { view, _ in
            if case .text(let text) = view, !text.isEmpty { texts.append(text) }
        }
        return texts
    }
}
