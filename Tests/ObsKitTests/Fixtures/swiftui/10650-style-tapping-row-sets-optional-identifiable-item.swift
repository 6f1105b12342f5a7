// Sarunw "sheet(item:)" style: tapping a row sets an optional Identifiable item and the sheet is built with the unwrapped value; the list's body reads nothing that changed, so only the sheet runs; a swipe-down sets the item to nil, then onDismiss runs (rules §13.1, §8.7)
import SwiftUI

struct Planet: Identifiable {
    let id: Int
    let name: String
    let moons: Int
}

struct PlanetSheet: View {
    let planet: Planet

    var body: some View {
        let _ = print("PlanetSheet body: \(planet.name)")
        VStack {
            Text(planet.name).font(.title)
            Text("\(planet.moons) moons")
        }
        .onAppear { print("showing \(planet.name)") }
    }
}

struct PlanetList: View {
    @State private var selected: Planet?
    private let planets = [
        Planet(id: 1, name: "Venus", moons: 0),
        Planet(id: 2, name: "Earth", moons: 1),
        Planet(id: 3, name: "Mars", moons: 2),
    ]

    var body: some View {
        let _ = print("PlanetList body")
        List(planets) { planet in
            Button(planet.name) {
                selected = planet
            }
        }
        .sheet(item: $selected, onDismiss: { print("sheet dismissed") }) { planet in
            PlanetSheet(planet: planet)
        }
    }
}

:mount PlanetList()
// expect: PlanetList body
:tap "Mars"
// expect: PlanetSheet body: Mars
// expect: showing Mars
:dismiss
// expect: sheet dismissed
:tap "Venus"
// expect: PlanetSheet body: Venus
// expect: showing Venus
