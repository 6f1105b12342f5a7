/// The state SwiftUI keeps inside controls the learner does not bind: which tab is chosen and which tabs were
/// shown, which disclosure groups are expanded, which menus are open, whether a list is in edit mode. Keyed by
/// the control's place in the tree (its node and structural path), so it lives as long as the control does.
struct ScreenState {
    /// Per control key: its current state (a tab's index, a group's expansion, a menu being open).
    var values: [String: Value] = [:]
    /// Per TabView key: the tabs shown so far (iOS 18 makes a tab's body run when first shown).
    var shownTabs: [String: Set<Int>] = [:]
    /// The `searchable` modifiers (by key) whose search field is active: `isSearching` is true below them.
    var activeSearches: Set<String> = []

    func bool(_ key: String) -> Bool {
        if case .bool(true)? = values[key] { return true }
        return false
    }
}
