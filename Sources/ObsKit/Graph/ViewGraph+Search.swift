/// The search field of a `searchable` view (rules §15.9): `:search` types into it, which makes it active, so
/// `@Environment(\\.isSearching)` is true in the views under the modifier (Apple `isSearching`: set in the
/// environment of the view the modifier is applied to, never above it). Clearing it ends the search, as the
/// field's Cancel button does.
extension ViewGraph {
    /// The first visible `searchable` field (or the one at `key`): its text's binding, its modifier's key, and the
    /// child nodes under it.
    func searchField(key wanted: String? = nil) -> (binding: BindingValue, key: String, children: [ViewNode])? {
        var found: (binding: BindingValue, key: String, content: RenderedView)?
        walk(root?.rendered) { view, _ in
            if found == nil, case .modified(let content, let modifier, let key) = view, case .searchable(let binding) = modifier.effect,
               wanted == nil || wanted == key {
                found = (binding, key, content)
            }
            return found == nil
        }
        guard let found else { return nil }
        var children: [ViewNode] = []
        walk(found.content) { view, _ in
            if case .child(let node) = view {
                children.append(node)
                return false
            }
            return true
        }
        return (found.binding, found.key, children)
    }

    /// `@Environment(\.dismissSearch)` called below the field at `key`: its text is cleared and the search ends,
    /// as the field's Cancel button does (Apple `DismissSearchAction`).
    func dismissSearch(key: String) throws {
        guard let field = searchField(key: key) else { return }
        try interpreter.write(field.binding, .string(""), .synthesized, SourceText(text: "", fileName: "", firstLine: 1))
        setSearching(false, key: key, children: field.children)
    }

    /// The field at `key` became active or not: the views under it see the new `isSearching` at the end of the
    /// turn, without the body that applied the modifier running (its readers re-run; rules §7.1).
    func setSearching(_ active: Bool, key: String, children: [ViewNode]) {
        guard screen.activeSearches.contains(key) != active else { return }
        if active { screen.activeSearches.insert(key) } else { screen.activeSearches.remove(key) }
        for child in children {
            child.environmentOverrides[.keyPath("isSearching")] = .bool(active)
            child.addCause(.environment)
        }
    }
}
