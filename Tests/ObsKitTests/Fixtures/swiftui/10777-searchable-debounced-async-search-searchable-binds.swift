// Tutorial style (searchable with a debounced async search): .searchable binds an @Observable model's query, .task(id:) debounces it, and an empty result shows ContentUnavailableView.search (rules §8.1, §8.5, §9.2, §11.3, §15.10)
import SwiftUI
import Observation

@MainActor
@Observable
final class BookSearch {
    var query = ""
    private(set) var results: [String] = []
    private(set) var searchCount = 0
    private let catalog = ["Dune", "Dracula", "Emma", "Hamlet", "Ulysses"]

    func search() async {
        let term = query
        guard !term.isEmpty else {
            results = []
            return
        }
        do {
            try await Task.sleep(for: .milliseconds(400))
        } catch {
            return
        }
        searchCount += 1
        results = catalog.filter { $0.lowercased().contains(term.lowercased()) }
        print("search #\(searchCount) for '\(term)': \(results)")
    }
}

struct BookSearchView: View {
    @State private var model = BookSearch()

    var body: some View {
        let _ = print("body: query='\(model.query)' results=\(model.results.count)")
        NavigationStack {
            List(model.results, id: \.self) { title in
                Text(title)
            }
            .overlay {
                if !model.query.isEmpty && model.results.isEmpty {
                    ContentUnavailableView.search(text: model.query)
                }
            }
            .navigationTitle("Books")
            .searchable(text: $model.query)
        }
        .task(id: model.query) {
            await model.search()
        }
    }
}

:mount BookSearchView()
// expect: body: query='' results=0
:search "d"
// expect: body: query='d' results=0
:advance 400ms
// expect: search #1 for 'd': ["Dune", "Dracula"]
// expect: body: query='d' results=2
:search "dra"
// expect: body: query='dra' results=2
:advance 100ms
:search "ham"
// expect: body: query='ham' results=2
:advance 400ms
// expect: search #2 for 'ham': ["Hamlet"]
// expect: body: query='ham' results=1
:search "zzz"
// expect: body: query='zzz' results=1
:advance 400ms
// expect: search #3 for 'zzz': []
// expect: body: query='zzz' results=0
:search ""
// expect: body: query='' results=0
