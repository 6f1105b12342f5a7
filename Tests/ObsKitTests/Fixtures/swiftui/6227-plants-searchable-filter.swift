// A plant list filtered by .searchable text through a computed property, with ContentUnavailableView.search when nothing matches; expected output by the SwiftUI rules (rules §3 a read @State change re-runs its owner once per update; Apple: searchable(text:placement:prompt:), "Adding a search interface to your app", ContentUnavailableView.search(text:))
import SwiftUI

struct Plant: Identifiable {
    let id: Int
    let name: String
    let light: String
}

struct PlantCatalogView: View {
    @State private var query = ""
    private let plants = [
        Plant(id: 1, name: "Aloe", light: "Bright"),
        Plant(id: 2, name: "Fern", light: "Shade"),
        Plant(id: 3, name: "Ivy", light: "Medium"),
        Plant(id: 4, name: "Monstera", light: "Bright"),
    ]

    private var matches: [Plant] {
        if query.isEmpty { return plants }
        return plants.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print(matches.isEmpty ? "plants: none for \(query)" : "plants: " + matches.map(\.name).joined(separator: ", "))
        NavigationStack {
            List(matches) { plant in
                HStack {
                    Text(plant.name)
                    Spacer()
                    Text(plant.light)
                }
            }
            .overlay {
                if matches.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Plants")
            .searchable(text: $query, prompt: "Find a plant")
        }
    }
}

:mount PlantCatalogView()
:search "er"
:search "IV"
:search "xyz"
:search ""

// expect: plants: Aloe, Fern, Ivy, Monstera
// expect: plants: Fern, Monstera
// expect: plants: Ivy
// expect: plants: none for xyz
// expect: plants: Aloe, Fern, Ivy, Monstera
