// A `@StateObject` in a ForEach row gives every row a model of its own: each row's model is made right
// before that row's first body, and a change in one row's model re-runs that row only. The rows' buttons
// share one label, so `:tap "Label" N` picks the Nth visible one (counted from 1, in tree order).
// Basis: rules §4 (thunk once per node, right before the node's first body), rules §1 (each ForEach id
// is its own identity), rules §6, rules §5 (a model's change invalidates the boxes observing it, here
// one row's).
var made = 0
final class Watering: ObservableObject {
    @Published var times = 0
    let serial: Int
    init() {
        made += 1
        serial = made
        print("Watering init", serial)
    }
}

struct PlantRow: View {
    let plant: String
    @StateObject private var watering = Watering()
    var body: some View {
        let _ = print(plant, "row: model", watering.serial, "watered", watering.times)
        Text(plant)
        Button("Water") { watering.times += 1 }
    }
}

struct Greenhouse: View {
    var body: some View {
        VStack {
            ForEach(["fern", "cactus", "palm"], id: \.self) { plant in
                PlantRow(plant: plant)
            }
        }
    }
}

:mount Greenhouse()
print("-- water the 2nd, the 3rd, the 2nd")
:tap "Water" 2
:tap "Water" 3
:tap "Water" 2

// expect: Watering init 1
// expect: fern row: model 1 watered 0
// expect: Watering init 2
// expect: cactus row: model 2 watered 0
// expect: Watering init 3
// expect: palm row: model 3 watered 0
// expect: -- water the 2nd, the 3rd, the 2nd
// expect: cactus row: model 2 watered 1
// expect: palm row: model 3 watered 1
// expect: cactus row: model 2 watered 2
