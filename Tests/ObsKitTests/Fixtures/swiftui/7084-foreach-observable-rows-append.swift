// An array of @Observable items shown with ForEach, one row view per item, as in "Managing model data in your app":
// a greenhouse store holds plants; each row shows a plant and has a button that waters it.
// What SwiftUI does: a row's body read its own plant's properties, so watering a plant runs that row only
// (rules §8.3); the list's body read only the array, which did not change. Adding a plant changes the array: the
// list's body runs, the rows are built again, the existing rows get the same object reference and compare equal, so
// only the new row's body runs (rules §1.2, §2.3, §2.6, §2.7, §15.1).
// Sources: rules §1.2, §2.3, §2.6, §2.7, §8.3, §15.1;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
// https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

@Observable
final class Plant: Identifiable {
    let id: Int
    var name: String
    var waterings = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class Greenhouse {
    var plants: [Plant] = [Plant(id: 1, name: "Fern"), Plant(id: 2, name: "Basil")]

    func add(_ name: String) {
        plants.append(Plant(id: plants.count + 1, name: name))
    }
}

struct PlantRow: View {
    let plant: Plant

    var body: some View {
        let _ = print("PlantRow body: \(plant.name) x\(plant.waterings)")
        HStack {
            Text(plant.name)
            Spacer()
            Button("Water \(plant.name)") {
                plant.waterings += 1
            }
        }
    }
}

struct GreenhouseList: View {
    @State private var greenhouse = Greenhouse()

    var body: some View {
        let _ = print("GreenhouseList body: \(greenhouse.plants.count) plants")
        VStack {
            ForEach(greenhouse.plants) { plant in
                PlantRow(plant: plant)
            }
            Button("Add mint") {
                greenhouse.add("Mint")
            }
        }
    }
}

:mount GreenhouseList()
// expect: GreenhouseList body: 2 plants
// expect: PlantRow body: Fern x0
// expect: PlantRow body: Basil x0
:tap "Water Basil"
// expect: PlantRow body: Basil x1
:tap "Add mint"
// expect: GreenhouseList body: 3 plants
// expect: PlantRow body: Mint x0
:tap "Water Fern"
// expect: PlantRow body: Fern x1
