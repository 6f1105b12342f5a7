// A store with effects, in the style of talks on unidirectional architecture: `send(.searchTapped)` sets a loading
// flag and starts an effect (a `Task` calling a closure-based `SearchClient`), and the effect feeds its result back
// with `send(.resultsLoaded(_:))`.
// What SwiftUI does: the action runs first, its write is flushed (one body), and the `Task` made in the action starts
// when the turn ends (rules §10.1, ObsREPL's choice) and waits on the client's sleep. `:advance` resumes it; the second
// `send` writes two fields of the state struct in one turn: one body (rules §10.1). The view read `state`, a stored
// property of the store, so any change of it runs the view (rules §8.3); the root read nothing (rules §8.3).
// Sources: rules §8.1, §8.3, §10.1, §11.3; https://developer.apple.com/documentation/swift/task
import SwiftUI

struct SearchClient {
    var search: @Sendable (String) async -> [String]
}

extension SearchClient {
    static let mock = SearchClient { query in
        try? await Task.sleep(for: .milliseconds(300))
        return ["\(query) tips", "\(query) news"]
    }
}

@MainActor
@Observable
final class SearchStore {
    struct ViewState {
        var isLoading = false
        var results: [String] = []
    }

    enum Action {
        case searchTapped(String)
        case resultsLoaded([String])
    }

    private(set) var state = ViewState()
    private let client: SearchClient

    init(client: SearchClient) {
        self.client = client
    }

    func send(_ action: Action) {
        print("send \(action)")
        switch action {
        case .searchTapped(let query):
            state.isLoading = true
            let client = self.client
            Task {
                let results = await client.search(query)
                self.send(.resultsLoaded(results))
            }
        case .resultsLoaded(let results):
            state.isLoading = false
            state.results = results
        }
    }
}

struct SearchResultsView: View {
    let store: SearchStore

    var body: some View {
        let _ = print("SearchResultsView body: loading \(store.state.isLoading), \(store.state.results.count) results")
        List {
            Button("Search swift") { store.send(.searchTapped("swift")) }
            ForEach(store.state.results, id: \.self) { result in
                Text(result)
            }
        }
    }
}

struct SearchRoot: View {
    @State private var store = SearchStore(client: .mock)

    var body: some View {
        let _ = print("SearchRoot body")
        SearchResultsView(store: store)
    }
}

:mount SearchRoot()
// expect: SearchRoot body
// expect: SearchResultsView body: loading false, 0 results
:tap "Search swift"
// expect: send searchTapped("swift")
// expect: SearchResultsView body: loading true, 0 results
:advance 300ms
// expect: send resultsLoaded(["swift tips", "swift news"])
// expect: SearchResultsView body: loading false, 2 results
