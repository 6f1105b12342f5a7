// City search: `.searchable(text:)` in a `NavigationStack` with `.task(id: query)` that clears the results for an
// empty query and otherwise searches after a short wait, own code.
// What SwiftUI does: `:search` sets the whole text in one turn (rules §15.10); the body read the query and runs, and
// the task restarts for the new id after the update (rules §11.3). For '' the task's assignment of an equal empty
// array notifies nobody at mount (rules §8.1), and a non-empty one later clears the list (one body). Clearing the
// field while a search sleeps cancels it; its `catch` runs in that turn (corpus README, assumption 13), and the new
// task's write comes before the turn's last update (rules §10.1).
// Sources: rules §8.1, §10.1, §11.3, §15.10; https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

@MainActor
@Observable
final class CitySearchModel {
    var matches: [String] = []
    private let cities = ["Paris", "Palermo", "Porto", "Oslo"]

    func search(_ text: String) async throws {
        try await Task.sleep(for: .milliseconds(250))
        matches = cities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
    }
}

struct CitySearchView: View {
    @State private var query = ""
    @State private var model = CitySearchModel()

    var body: some View {
        let _ = print("CitySearchView body: '\(query)' -> \(model.matches)")
        NavigationStack {
            List(model.matches, id: \.self) { city in
                Text(city)
            }
            .navigationTitle("Cities")
            .searchable(text: $query)
        }
        .task(id: query) {
            let text = query
            guard !text.isEmpty else {
                model.matches = []
                return
            }
            do {
                try await model.search(text)
                print("search '\(text)' done")
            } catch {
                print("search '\(text)' cancelled")
            }
        }
    }
}

:mount CitySearchView()
// expect: CitySearchView body: '' -> []
:search "pa"
// expect: CitySearchView body: 'pa' -> []
:advance 250ms
// expect: search 'pa' done
// expect: CitySearchView body: 'pa' -> ["Paris", "Palermo"]
:search "p"
// expect: CitySearchView body: 'p' -> ["Paris", "Palermo"]
:search ""
// expect: CitySearchView body: '' -> ["Paris", "Palermo"]
// expect: search 'p' cancelled
// expect: CitySearchView body: '' -> []
