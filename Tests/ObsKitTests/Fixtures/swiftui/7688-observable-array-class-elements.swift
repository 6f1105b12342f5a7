// Style: Swift Forums thread. Forum question: "With @Observable, do I still need a row view per element to get updates when an element's property changes?"
// SwiftUI: Observation tracks reads per instance and property (rules §8, §8.3; Apple "migrating"): a row that read `plant.water` re-runs when that plant's
// water changes; the garden's body read only `plants`, which did not change, so it stays put. Appending to `plants` changes the array in place
// and re-runs the garden (rules §8.1); rows holding the same reference compare equal and skip their bodies (rules §2.3, §2.7); the new row runs.
import SwiftUI
import Observation

@Observable
final class Plant: Identifiable {
    let id: Int
    var name: String
    var water = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class Garden {
    var plants = [Plant(id: 1, name: "Fern"), Plant(id: 2, name: "Cactus")]
}

struct PlantRow: View {
    let plant: Plant

    var body: some View {
        let _ = print("row \(plant.name) water \(plant.water)")
        Button("Water \(plant.name)") { plant.water += 1 }
    }
}

struct GardenScreen: View {
    @State private var garden = Garden()

    var body: some View {
        let _ = print("garden body: \(garden.plants.count) plants")
        VStack {
            ForEach(garden.plants) { plant in
                PlantRow(plant: plant)
            }
            Button("Add basil") { garden.plants.append(Plant(id: 3, name: "Basil")) }
        }
    }
}

:mount GardenScreen()
// expect: garden body: 2 plants
// expect: row Fern water 0
// expect: row Cactus water 0
:tap "Water Fern"
// expect: row Fern water 1
:tap "Water Fern"
// expect: row Fern water 2
:tap "Add basil"
// expect: garden body: 3 plants
// expect: row Basil water 0
