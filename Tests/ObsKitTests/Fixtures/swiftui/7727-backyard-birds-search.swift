// Apple sample style (Backyard Birds): a bird list backed by an @Observable DataStore in the environment, filtered by `.searchable` text held in @State, with ContentUnavailableView.search for no results and a favorite button per row.
// SwiftUI: the search text is the list's @State and its body reads it, so each search re-runs the list (rules §3.5, §15.10); rows are identified by id, so rows that stay keep their nodes
// and rows that come back are new (rules §1.2, §2.7); a favorite written into the store re-runs the list, which reads the birds array, and only the row whose value changed (rules §8.3, §2.7).
import SwiftUI

struct Bird: Identifiable, Equatable {
    let id: Int
    let speciesName: String
    var isFavorite = false
}

@Observable
final class DataStore {
    var birds = [
        Bird(id: 1, speciesName: "Black-capped Chickadee"),
        Bird(id: 2, speciesName: "House Finch"),
        Bird(id: 3, speciesName: "Blue Jay"),
        Bird(id: 4, speciesName: "Purple Finch"),
    ]

    func toggleFavorite(_ bird: Bird) {
        if let index = birds.firstIndex(where: { $0.id == bird.id }) {
            birds[index].isFavorite.toggle()
        }
    }
}

struct BirdRow: View {
    @Environment(DataStore.self) private var dataStore
    let bird: Bird

    var body: some View {
        let _ = print("row \(bird.speciesName)\(bird.isFavorite ? " *" : "")")
        HStack {
            Text(bird.speciesName)
            Spacer()
            Button {
                dataStore.toggleFavorite(bird)
            } label: {
                Image(systemName: bird.isFavorite ? "heart.fill" : "heart")
            }
            .accessibilityLabel("Favorite \(bird.speciesName)")
        }
    }
}

struct BirdsSearchView: View {
    @Environment(DataStore.self) private var dataStore
    @State private var searchText = ""

    var searchResults: [Bird] {
        if searchText.isEmpty {
            return dataStore.birds
        }
        return dataStore.birds.filter { $0.speciesName.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("list: \(searchResults.count) results for '\(searchText)'")
        NavigationStack {
            List {
                ForEach(searchResults) { bird in
                    BirdRow(bird: bird)
                }
            }
            .overlay {
                if searchResults.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Birds")
            .searchable(text: $searchText)
        }
    }
}

struct BirdsApp: View {
    @State private var dataStore = DataStore()

    var body: some View {
        BirdsSearchView()
            .environment(dataStore)
    }
}

:mount BirdsApp()
// expect: list: 4 results for ''
// expect: row Black-capped Chickadee
// expect: row House Finch
// expect: row Blue Jay
// expect: row Purple Finch
:search "finch"
// expect: list: 2 results for 'finch'
:tap "Favorite Purple Finch"
// expect: list: 2 results for 'finch'
// expect: row Purple Finch *
:search "owl"
// expect: list: 0 results for 'owl'
:search ""
// expect: list: 4 results for ''
// expect: row Black-capped Chickadee
// expect: row House Finch
// expect: row Blue Jay
// expect: row Purple Finch *
