// Field guide: a searchable species list, as Apple's "Adding a search interface to your app" describes it, own code.
// `.searchable(text: $searchText)` on the navigation stack; the list shows a computed array filtered by the text, and
// an empty result shows ContentUnavailableView.search.
// What SwiftUI does: the search text is @State the body reads (through the computed results), so each change of the
// text runs the body once (rules §3.4, §15.10). ForEach identifies rows by id (rules §1.2): rows still shown are
// equal to their last value and skip their bodies (rules §2.7); rows filtered out die; rows shown again are new and
// run their bodies. After a search that matched nothing, clearing it builds all five rows anew.
// Sources: rules §1.2, §2.7, §3.4, §15.10; Apple
// https://developer.apple.com/documentation/swiftui/adding-a-search-interface-to-your-app and
// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
import SwiftUI

struct Species: Identifiable, Equatable {
    let id: Int
    let name: String
    let family: String
}

struct SpeciesRow: View {
    let species: Species

    var body: some View {
        let _ = print("SpeciesRow body: \(species.name)")
        VStack(alignment: .leading) {
            Text(species.name)
            Text(species.family)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct FieldGuideView: View {
    @State private var searchText = ""

    private let allSpecies = [
        Species(id: 1, name: "Black-capped Chickadee", family: "Tits"),
        Species(id: 2, name: "Blue Jay", family: "Crows"),
        Species(id: 3, name: "Steller's Jay", family: "Crows"),
        Species(id: 4, name: "Northern Cardinal", family: "Cardinals"),
        Species(id: 5, name: "House Finch", family: "Finches"),
    ]

    var searchResults: [Species] {
        if searchText.isEmpty {
            return allSpecies
        } else {
            return allSpecies.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        let _ = print("FieldGuideView body: \(searchResults.count) results")
        NavigationStack {
            List(searchResults) { species in
                SpeciesRow(species: species)
            }
            .overlay {
                if searchResults.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Field Guide")
        }
        .searchable(text: $searchText, prompt: "Search birds")
    }
}

:mount FieldGuideView()
// expect: FieldGuideView body: 5 results
// expect: SpeciesRow body: Black-capped Chickadee
// expect: SpeciesRow body: Blue Jay
// expect: SpeciesRow body: Steller's Jay
// expect: SpeciesRow body: Northern Cardinal
// expect: SpeciesRow body: House Finch
:search "jay"
// expect: FieldGuideView body: 2 results
:search "finch"
// expect: FieldGuideView body: 1 results
// expect: SpeciesRow body: House Finch
:search "owl"
// expect: FieldGuideView body: 0 results
:search ""
// expect: FieldGuideView body: 5 results
// expect: SpeciesRow body: Black-capped Chickadee
// expect: SpeciesRow body: Blue Jay
// expect: SpeciesRow body: Steller's Jay
// expect: SpeciesRow body: Northern Cardinal
// expect: SpeciesRow body: House Finch
