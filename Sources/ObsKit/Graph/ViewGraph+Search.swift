/// The search field of a `searchable` view (rules §15.9): `:search` types into it, which makes it active, so
/// `@Environment(\\.isSearching)` is true in the views under the modifier (Apple `isSearching`: set in the
/// environment of the view the modifier is applied to, never above it). Clearing it ends the search, as the
/// field's Cancel button does.
extension ViewGraph {
    /// The first visible `searchable` field (or the one at `key`).
    func searchField(key wanted: String? = nil) -> SearchField? {
        var found: (binding: BindingValue, presented: BindingValue?, prompt: String, key: String, content: RenderedView, submit: Value?)?
        walk(root?.rendered) { view, place in
            if found == nil, case .modified(let content, let modifier, let key) = view,
               case .searchable(let binding, let presented, let prompt) = modifier.effect, wanted == nil || wanted == key {
                found = (binding, presented, prompt, key, content, place.searchSubmit)
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
        return SearchField(binding: found.binding, isPresented: found.presented, prompt: found.prompt, key: found.key, children: children,
                           submit: found.submit)
    }

    /// A `searchable` field on screen: its text's binding, its `isPresented:` binding, its modifier's key, and the
    /// child nodes under it.
    struct SearchField {
        let binding: BindingValue
        let isPresented: BindingValue?
        /// Its prompt ("Search" without one): the title `:submit` knows it by.
        let prompt: String
        let key: String
        let children: [ViewNode]
        /// The nearest `onSubmit(of: .search)` around it: Return in the field runs it.
        let submit: Value?
    }

    /// `@Environment(\.dismissSearch)` called below the field at `key`: its text is cleared and the search ends,
    /// as the field's Cancel button does (Apple `DismissSearchAction`).
    func dismissSearch(key: String) throws {
        guard let field = searchField(key: key) else { return }
        try interpreter.write(field.binding, .string(""), .synthesized, SourceText(text: "", fileName: "", firstLine: 1))
        try setSearching(false, field)
    }

    /// The field at `key` became active or not: the views under it see the new `isSearching` at the end of the
    /// turn, without the body that applied the modifier running (its readers re-run; rules §7.1).
    func setSearching(_ active: Bool, _ field: SearchField) throws {
        guard screen.activeSearches.contains(field.key) != active else { return }
        if active { screen.activeSearches.insert(field.key) } else { screen.activeSearches.remove(field.key) }
        // The `isPresented:` binding follows the field (Apple: it "controls the presented state of search").
        if let presented = field.isPresented {
            try interpreter.write(presented, .bool(active), .synthesized, Self.noSource)
        }
        for child in field.children {
            child.environmentOverrides[.keyPath("isSearching")] = .bool(active)
            child.addCause(.environment)
        }
    }
}
