// rules §15.10: `.searchable(text:)` binds the search field's text: `:search "text"` sets it in one turn; the
// view that reads it re-runs. `.refreshable` starts its async action when the user pulls; it runs until it
// waits, and the clock (`:advance`) resumes it.
// Source: https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f,
// https://developer.apple.com/documentation/swiftui/view/refreshable(action:). The commands are ObsREPL's.
struct Feed387: View {
    @State private var query = ""
    @State private var items = ["apple", "pear"]
    var body: some View {
        let _ = print("showing", items.filter { query.isEmpty || $0.contains(query) })
        NavigationStack {
            List(items, id: \.self) { Text($0) }
                .searchable(text: $query)
                .refreshable {
                    print("refreshing")
                    try? await Task.sleep(for: .seconds(1))
                    items.append("plum")
                }
        }
    }
}

:mount Feed387()
:search "pe"
:search ""
:refresh
:advance 1s

// expect: showing ["apple", "pear"]
// expect: showing ["pear"]
// expect: showing ["apple", "pear"]
// expect: refreshing
// expect: showing ["apple", "pear", "plum"]
