// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (removing an element removes the row ForEach made for its id, and that row's onDisappear action runs once it has left the interface; the remaining rows stay)
import SwiftUI

struct Planet: Identifiable {
    let id: String
}

struct PlanetRow: View {
    let planet: Planet

    var body: some View {
        Text(planet.id)
            .onDisappear { print("gone: \(planet.id)") }
    }
}

struct PlanetList: View {
    @State private var planets = [Planet(id: "Mercury"), Planet(id: "Venus"), Planet(id: "Pluto")]

    var body: some View {
        VStack {
            ForEach(planets) { planet in
                PlanetRow(planet: planet)
            }
            Button("Demote Pluto") { planets.removeAll { $0.id == "Pluto" } }
            Button("Drop first") { planets.removeFirst() }
        }
    }
}

:mount PlanetList()
:tap "Demote Pluto"
:tap "Drop first"
// expect: gone: Pluto
// expect: gone: Mercury
