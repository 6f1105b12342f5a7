// Hacking with Swift style: a segmented Picker choosing the sort order of a list computed from @State; a new order runs only the list's body, the rows keep their nodes (stable ids) and their @State visit counts move with them (rules §1.2, §2.5, §2.7, §15.5)
import SwiftUI

enum PlanetOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case size = "Size"
    var id: Self { self }
}

struct Planet: Identifiable, Equatable {
    let id: Int
    let name: String
    let radius: Int
}

struct PlanetRow: View {
    let planet: Planet
    @State private var visits = 0

    var body: some View {
        let _ = print("PlanetRow body: \(planet.name) visits \(visits)")
        Button("Visit \(planet.name)") { visits += 1 }
    }
}

struct PlanetList: View {
    @State private var order = PlanetOrder.name
    let planets = [
        Planet(id: 1, name: "Mars", radius: 3390),
        Planet(id: 2, name: "Earth", radius: 6371),
        Planet(id: 3, name: "Venus", radius: 6052),
    ]

    private var sorted: [Planet] {
        switch order {
        case .name: return planets.sorted { $0.name < $1.name }
        case .size: return planets.sorted { $0.radius > $1.radius }
        }
    }

    var body: some View {
        let _ = print("PlanetList body: \(order.rawValue) \(sorted.map(\.name).joined(separator: ","))")
        VStack {
            Picker("Order", selection: $order) {
                ForEach(PlanetOrder.allCases) { order in
                    Text(order.rawValue)
                }
            }
            .pickerStyle(.segmented)
            ForEach(sorted) { planet in
                PlanetRow(planet: planet)
            }
        }
    }
}

:mount PlanetList()
// expect: PlanetList body: Name Earth,Mars,Venus
// expect: PlanetRow body: Earth visits 0
// expect: PlanetRow body: Mars visits 0
// expect: PlanetRow body: Venus visits 0
:tap "Visit Mars"
// expect: PlanetRow body: Mars visits 1
:pick "Size" in "Order"
// expect: PlanetList body: Size Earth,Venus,Mars
:tap "Visit Mars"
// expect: PlanetRow body: Mars visits 2
:pick "Name" in "Order"
// expect: PlanetList body: Name Earth,Mars,Venus
