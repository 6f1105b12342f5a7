// SwiftUI from a community tutorial: https://git.mytsl.cn/csh/playbook/raw/commit/c1a4e4efda88990d438388a14660f577e11cb83f/antigravity-awesome-skills/skills/swiftui-ui-patterns/references/async-state.md (restart on input change: a search view whose .task(id: query) asks an @Observable client from the environment)
// The guide's "Example: restart on input change": `@State private var query`, `List(results)`, `.searchable(text:
// $query)` and `.task(id: query) { ... guard !query.isEmpty else { results = []; return } ... results = try await
// client.search(query) }`, with the client taken by `@Environment(SearchClient.self)`. Here the client is a fake that
// searches a fixed list at once (the guide's debounce sleep is left out: no clock). Apple's task(id:) page: the task
// runs before the view appears and is restarted when the id changes.
// - Mount: the empty query (no search). Search "an"; search "ban"; cancel the search.
import SwiftUI
import Observation

struct ResultItem: Identifiable {
    let id: String
    var title: String { id }
}

@Observable
final class SearchClient {
    private(set) var searches = 0
    let catalog = ["Banana", "Mango", "Orange", "Bandana"]

    func search(_ query: String) async throws -> [ResultItem] {
        searches += 1
        return catalog.filter { $0.localizedCaseInsensitiveContains(query) }.map { ResultItem(id: $0) }
    }
}

struct SearchView: View {
    @State private var query = ""
    @State private var results: [ResultItem] = []
    @Environment(SearchClient.self) private var client

    var body: some View {
        NavigationStack {
            List(results) { item in
                Text(item.title)
            }
            .searchable(text: $query)
            .task(id: query) {
                guard !query.isEmpty else {
                    results = []
                    print("empty query: no search")
                    return
                }
                do {
                    let found = try await client.search(query)
                    results = found
                    print("search \(client.searches) for \"\(query)\": \(found.map(\.title).joined(separator: ", "))")
                } catch is CancellationError {
                    return
                } catch {
                    results = []
                }
            }
        }
    }
}

struct SearchRoot: View {
    @State private var client = SearchClient()
    var body: some View {
        SearchView().environment(client)
    }
}

:mount SearchRoot()
// expect: empty query: no search
:search "an"
// expect: search 1 for "an": Banana, Mango, Orange, Bandana
:search "ban"
// expect: search 2 for "ban": Banana, Bandana
:search ""
// expect: empty query: no search
