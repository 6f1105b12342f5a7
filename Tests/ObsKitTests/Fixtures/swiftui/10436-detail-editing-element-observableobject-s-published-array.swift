// Hacking with Swift style: a detail editing one element of an ObservableObject's @Published array through $garden.plants[index], pushed with navigationDestination(for: Int.self); each keystroke or step publishes, runs the list, the one changed row, and the editor (rules §9.2, §9.3, §14.3, §15.1, §2.3)
import SwiftUI

struct Plant: Identifiable, Equatable {
    let id: Int
    var name: String
    var waterEvery: Int
}

final class Garden: ObservableObject {
    @Published var plants = [Plant(id: 1, name: "Fern", waterEvery: 7), Plant(id: 2, name: "Cactus", waterEvery: 14)]
}

struct PlantRow: View {
    let plant: Plant

    var body: some View {
        let _ = print("PlantRow body: \(plant.name) every \(plant.waterEvery)")
        Text(plant.name)
    }
}

struct PlantEditor: View {
    @Binding var plant: Plant

    var body: some View {
        let _ = print("PlantEditor body: \(plant.name) every \(plant.waterEvery)")
        Form {
            TextField("Name", text: $plant.name)
            Stepper("Water every \(plant.waterEvery) days", value: $plant.waterEvery, in: 1...14)
        }
    }
}

struct GardenView: View {
    @StateObject private var garden = Garden()

    var body: some View {
        let _ = print("GardenView body")
        NavigationStack {
            List(garden.plants) { plant in
                NavigationLink(value: plant.id) {
                    PlantRow(plant: plant)
                }
            }
            .navigationDestination(for: Int.self) { id in
                if let index = garden.plants.firstIndex(where: { $0.id == id }) {
                    PlantEditor(plant: $garden.plants[index])
                }
            }
        }
    }
}

:mount GardenView()
// expect: GardenView body
// expect: PlantRow body: Fern every 7
// expect: PlantRow body: Cactus every 14
:tap "Fern"
// expect: PlantEditor body: Fern every 7
:type "s" into "Name"
// expect: GardenView body
// expect: PlantRow body: Ferns every 7
// expect: PlantEditor body: Ferns every 7
:step "Water every 7 days" up
// expect: GardenView body
// expect: PlantRow body: Ferns every 8
// expect: PlantEditor body: Ferns every 8
