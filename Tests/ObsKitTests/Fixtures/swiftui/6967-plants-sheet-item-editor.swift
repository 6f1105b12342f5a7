// Greenhouse: editing a tapped row in `.sheet(item:)`, the editor keeping a draft in @State set up from its init
// argument and closing itself with @Environment(\.dismiss), as Apple's sample apps do; own code.
// What SwiftUI does: the sheet's content is escaping and is built only when the item becomes non-nil, with the
// unwrapped item, inside the presented hierarchy: the editor's init and body run then, and the list's body does not
// (it never reads `plantToEdit`) (rules §13.1, §8.7). `_draft = State(initialValue:)` sets the storage when the node
// is made, so each presentation starts from the plant as it is (rules §3.2). Cancel dismisses without a write;
// Save calls the closure, which changes the @Observable greenhouse, so the list's body runs and only the edited row,
// whose value differs, runs its body (rules §8.3, §2.7).
// Sources: rules §2.7, §3.2, §8.3, §8.7, §13.1, §15.12; Apple
// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) and
// https://developer.apple.com/documentation/swiftui/dismissaction
import SwiftUI

struct Plant: Identifiable, Equatable {
    let id: Int
    var name: String
    var wateringDays: Int
}

@Observable
final class Greenhouse {
    var plants = [
        Plant(id: 1, name: "Fern", wateringDays: 3),
        Plant(id: 2, name: "Basil", wateringDays: 1),
    ]

    func update(_ plant: Plant) {
        if let index = plants.firstIndex(where: { $0.id == plant.id }) {
            plants[index] = plant
        }
    }
}

struct PlantRow: View {
    let plant: Plant

    var body: some View {
        let _ = print("PlantRow body: \(plant.name), every \(plant.wateringDays) days")
        HStack {
            Text(plant.name)
            Spacer()
            Text("\(plant.wateringDays) d")
                .foregroundStyle(.secondary)
        }
    }
}

struct PlantEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Plant
    let onSave: (Plant) -> Void

    init(plant: Plant, onSave: @escaping (Plant) -> Void) {
        print("PlantEditor init: \(plant.name)")
        _draft = State(initialValue: plant)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("PlantEditor body: \(draft.name), \(draft.wateringDays)")
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                Stepper("Interval", value: $draft.wateringDays, in: 1...14)
            }
            .navigationTitle("Edit Plant")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct GardenView: View {
    @State private var greenhouse = Greenhouse()
    @State private var plantToEdit: Plant?

    var body: some View {
        let _ = print("GardenView body: \(greenhouse.plants.count) plants")
        List(greenhouse.plants) { plant in
            Button {
                plantToEdit = plant
            } label: {
                PlantRow(plant: plant)
            }
        }
        .sheet(item: $plantToEdit) { plant in
            PlantEditor(plant: plant) { updated in
                greenhouse.update(updated)
                print("saved \(updated.name), every \(updated.wateringDays) days")
            }
        }
    }
}

:mount GardenView()
// expect: GardenView body: 2 plants
// expect: PlantRow body: Fern, every 3 days
// expect: PlantRow body: Basil, every 1 days
:tap "Fern"
// expect: PlantEditor init: Fern
// expect: PlantEditor body: Fern, 3
:step "Interval" up
// expect: PlantEditor body: Fern, 4
:tap "Cancel"
:tap "Fern"
// expect: PlantEditor init: Fern
// expect: PlantEditor body: Fern, 3
:step "Interval" up
// expect: PlantEditor body: Fern, 4
:tap "Save"
// expect: saved Fern, every 4 days
// expect: GardenView body: 2 plants
// expect: PlantRow body: Fern, every 4 days
