// async-in-views style: .task(id:) with an Equatable struct as the id: changing either field restarts the fetch, re-setting the same value changes nothing (no body, no restart) (rules §11.3, §3.4)
import SwiftUI

struct CatalogQuery: Equatable {
    var category: String
    var ascending: Bool
}

func fetchCatalog(_ query: CatalogQuery) async throws -> String {
    try await Task.sleep(for: .seconds(1))
    return "\(query.category) sorted \(query.ascending ? "asc" : "desc")"
}

struct CatalogView: View {
    @State private var query = CatalogQuery(category: "Books", ascending: true)
    @State private var summary = "none"

    var body: some View {
        let _ = print("CatalogView body: \(query.category) \(query.ascending ? "asc" : "desc"), showing \(summary)")
        VStack {
            Button("Books") { query.category = "Books" }
            Button("Games") { query.category = "Games" }
            Button("Toggle Order") { query.ascending.toggle() }
            Text(summary)
        }
        .task(id: query) {
            let q = query
            print("fetching \(q.category) \(q.ascending ? "asc" : "desc")")
            do {
                summary = try await fetchCatalog(q)
            } catch {}
        }
    }
}

:mount CatalogView()
// expect: CatalogView body: Books asc, showing none
// expect: fetching Books asc
:advance 1s
// expect: CatalogView body: Books asc, showing Books sorted asc
:tap "Books"
:tap "Toggle Order"
// expect: CatalogView body: Books desc, showing Books sorted asc
// expect: fetching Books desc
:advance 500ms
:tap "Games"
// expect: CatalogView body: Games desc, showing Books sorted asc
// expect: fetching Games desc
:advance 1s
// expect: CatalogView body: Games desc, showing Games sorted desc
