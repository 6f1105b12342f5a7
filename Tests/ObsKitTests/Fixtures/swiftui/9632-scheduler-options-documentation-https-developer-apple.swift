// Apple, Published and debounce(for:scheduler:options:) documentation, https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:) — a search view model that pipes `$query` through debounce and removeDuplicates into `assign(to: &$results)`: the view re-renders at each keystroke (query) and once per pause (results); the pipeline also delivers the initial value once, after the first pause
// Apple's Published page: the $ publisher "emits the current value ... when you subscribe"; debounce "publishes
// elements only after a specified time interval elapses between events"; assign(to:) republishes into another
// @Published property, so a result, even an equal array, sends objectWillChange again (rules §6.3). removeDuplicates
// drops a query that returns to the last debounced one. Each objectWillChange re-runs the observing body (§5.1).
import SwiftUI
import Combine

final class SearchViewModel: ObservableObject {
    static let catalog = ["Swift", "SwiftUI", "Combine", "Concurrency"]

    @Published var query = ""
    @Published private(set) var results: [String] = []

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { query in
                print("searching \"\(query)\"")
                return Self.catalog.filter { query.isEmpty || $0.hasPrefix(query) }
            }
            .assign(to: &$results)
    }
}

struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        let _ = print("body: query \"\(viewModel.query)\", \(viewModel.results.count) results")
        VStack {
            TextField("Search", text: $viewModel.query)
            ForEach(viewModel.results, id: \.self) { Text($0) }
        }
    }
}

:mount SearchView()
// expect: body: query "", 0 results
:advance 300ms
// expect: searching ""
// expect: body: query "", 4 results
:type "Sw" into "Search"
// expect: body: query "S", 4 results
// expect: body: query "Sw", 4 results
:advance 300ms
// expect: searching "Sw"
// expect: body: query "Sw", 2 results
:type "i" into "Search"
// expect: body: query "Swi", 2 results
:advance 100ms
:clear "Search"
// expect: body: query "", 2 results
:type "Sw" into "Search"
// expect: body: query "S", 2 results
// expect: body: query "Sw", 2 results
:advance 1s
:type "ift" into "Search"
// expect: body: query "Swi", 2 results
// expect: body: query "Swif", 2 results
// expect: body: query "Swift", 2 results
:advance 1s
// expect: searching "Swift"
// expect: body: query "Swift", 2 results
