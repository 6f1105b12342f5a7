// Apple sample style (Backyard Birds species search): searching an @Observable store's computed results, an empty result shows ContentUnavailableView.search, and clearing the search brings the list back (rules §15.10, §8.3, §1.1)
import SwiftUI

@Observable
final class SpeciesStore {
    var species = ["Blue Jay", "Cardinal", "Chickadee", "Junco"]
    var query = ""
    init() { print("SpeciesStore init") }
    var matches: [String] {
        query.isEmpty ? species : species.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

struct SpeciesList: View {
    let names: [String]
    var body: some View {
        let _ = print("SpeciesList body \(names.count)")
        List(names, id: \.self) { Text($0) }
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
    }
}

struct ContentView: View {
    @State private var store = SpeciesStore()
    var body: some View {
        @Bindable var store = store
        NavigationStack {
            Group {
                if store.matches.isEmpty {
                    ContentUnavailableView.search
                } else {
                    SpeciesList(names: store.matches)
                }
            }
            .searchable(text: $store.query)
            .navigationTitle("Species")
        }
    }
}

:mount ContentView()
// expect: SpeciesStore init
// expect: SpeciesList body 4
// expect: list appear
:search "ch"
// expect: SpeciesList body 1
:search "owl"
// expect: list disappear
:search ""
// expect: SpeciesList body 4
// expect: list appear
