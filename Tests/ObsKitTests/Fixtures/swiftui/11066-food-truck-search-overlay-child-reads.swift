// Apple sample style (Food Truck search overlay): a child reads \.isSearching below .searchable and switches between recent searches and results; dismissSearch ends the search (rules §15.10, §14.2)
import SwiftUI

struct SearchContent: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    let query: String
    let recents: [String]
    var body: some View {
        let _ = print("SearchContent body searching=\(isSearching) query=\(query)")
        if isSearching {
            List {
                Text("Results for \(query)")
                Button("Done Searching") { dismissSearch() }
            }
        } else {
            List(recents, id: \.self) { Text($0) }
        }
    }
}

struct ContentView: View {
    @State private var query = ""
    @State private var recents = ["tacos", "ramen"]
    var body: some View {
        NavigationStack {
            SearchContent(query: query, recents: recents)
                .searchable(text: $query)
                .onSubmit(of: .search) {
                    recents.insert(query, at: 0)
                    print("submitted \(query)")
                }
                .navigationTitle("Trucks")
        }
    }
}

:mount ContentView()
// expect: SearchContent body searching=false query=
:search "pho"
// expect: SearchContent body searching=true query=pho
:submit "Search"
// expect: submitted pho
// expect: SearchContent body searching=true query=pho
:tap "Done Searching"
// expect: SearchContent body searching=false query=
