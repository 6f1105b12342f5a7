// cookbook style: navigationDestination(item:) (iOS 17) pushes a planet while an optional selection is set; the root reads the selection, so it runs on the push and on the pop (which sets it to nil); the page's @State dies with the pop (rules §15.21, §1.4, §3.5, §11.1)
import SwiftUI

struct Planet: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct PlanetPage: View {
    let planet: Planet
    @State private var zoom = 1

    var body: some View {
        let _ = print("PlanetPage body: \(planet.name) zoom \(zoom)")
        Button("Zoom in") { zoom += 1 }
            .onDisappear { print("PlanetPage gone \(planet.name)") }
    }
}

struct Planets: View {
    @State private var selected: Planet?
    let planets = [Planet(id: 1, name: "Mars"), Planet(id: 2, name: "Venus")]

    var body: some View {
        let _ = print("Planets body: \(selected?.name ?? "none")")
        NavigationStack {
            List {
                ForEach(planets) { planet in
                    Button(planet.name) { selected = planet }
                }
            }
            .navigationDestination(item: $selected) { planet in
                PlanetPage(planet: planet)
            }
        }
    }
}

:mount Planets()
// expect: Planets body: none
:tap "Mars"
// expect: Planets body: Mars
// expect: PlanetPage body: Mars zoom 1
:tap "Zoom in"
// expect: PlanetPage body: Mars zoom 2
:back
// expect: Planets body: none
// expect: PlanetPage gone Mars
:tap "Venus"
// expect: Planets body: Venus
// expect: PlanetPage body: Venus zoom 1
