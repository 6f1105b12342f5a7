// .searchable over a computed filter, the standard search tutorial; the body prints how many results it
// lays out.
// Expected: the body reads the query (through `results`), so each search re-runs it once (rules §3.5,
// §15.10).
import SwiftUI

struct FruitSearch: View {
    let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    @State private var query = ""

    private var results: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print("body: \(results.count) results")
        NavigationStack {
            List(results, id: \.self) { fruit in
                Text(fruit)
            }
            .navigationTitle("Fruit")
            .searchable(text: $query, prompt: "Search fruit")
        }
    }
}

:mount FruitSearch()
:search "ap"
:search "berry"
:search ""

// expect: body: 5 results
// expect: body: 2 results
// expect: body: 1 results
// expect: body: 5 results
