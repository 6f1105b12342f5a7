// Stack Overflow Q&A style: "List selection binding": List(planets, selection:) over an optional id stores Optional(id) when a row is tapped, and onChange sees it; a Set selection adds and removes ids (rules §15.18, §15.7, §11.1)
import SwiftUI

struct Planet: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct PlanetPicker: View {
    let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus"), Planet(id: 3, name: "Earth")]
    @State private var selection: Planet.ID?

    var body: some View {
        let _ = print("PlanetPicker body: selection=\(String(describing: selection))")
        VStack {
            List(planets, selection: $selection) { planet in
                Text(planet.name)
            }
            Text("Chosen: \(selectedName)")
        }
        .onChange(of: selection) { _, newValue in
            print("selection changed to \(String(describing: newValue))")
        }
    }

    var selectedName: String {
        planets.first { $0.id == selection }?.name ?? "none"
    }
}

struct CrewPicker: View {
    let crew = ["Ada", "Grace", "Linus"]
    @State private var chosen = Set<String>()

    var body: some View {
        let _ = print("CrewPicker body: \(chosen.sorted())")
        List(crew, id: \.self, selection: $chosen) { name in
            Text(name)
        }
    }
}

:mount PlanetPicker()
// expect: PlanetPicker body: selection=nil
:tap "Venus"
// expect: PlanetPicker body: selection=Optional(2)
// expect: selection changed to Optional(2)
:tap "Earth"
// expect: PlanetPicker body: selection=Optional(3)
// expect: selection changed to Optional(3)
:mount CrewPicker()
// expect: CrewPicker body: []
:tap "Grace"
// expect: CrewPicker body: ["Grace"]
:tap "Ada"
// expect: CrewPicker body: ["Ada", "Grace"]
:tap "Grace"
// expect: CrewPicker body: ["Ada"]
