// Apple sample style (Landmarks, parks and trails): a NavigationStack over a NavigationPath holding two value types, a Park then a Trail, each with its own navigationDestination, a breadcrumb in the root and a button that pops to the root.
// SwiftUI: NavigationLink(value:) appends to the path and the matching destination builds the pushed view (rules §15.12, §14.3); the root reads `path.count`, so every push and pop re-runs it
// (rules §3.5), and pushed views that compare equal don't re-run (rules §2.7); assigning an empty NavigationPath pops everything, and `:back` pops one (rules §15.12).
import SwiftUI

struct Park: Hashable {
    let name: String
    let trails: [String]
}

struct Trail: Hashable {
    let park: String
    let name: String
}

struct ParkView: View {
    let park: Park

    var body: some View {
        let _ = print("park view: \(park.name)")
        List(park.trails, id: \.self) { trail in
            NavigationLink(trail, value: Trail(park: park.name, name: trail))
        }
        .navigationTitle(park.name)
    }
}

struct TrailView: View {
    let trail: Trail
    @Binding var path: NavigationPath

    var body: some View {
        let _ = print("trail view: \(trail.name) in \(trail.park)")
        VStack {
            Text(trail.name)
                .font(.title)
            Button("Back to Parks") {
                path = NavigationPath()
            }
        }
    }
}

struct ParksRoot: View {
    let parks = [
        Park(name: "Red Cliffs", trails: ["Arch Loop", "Canyon Rim"]),
        Park(name: "Blue Fen", trails: ["Boardwalk"]),
    ]
    @State private var path = NavigationPath()

    var body: some View {
        let _ = print("root: depth \(path.count)")
        NavigationStack(path: $path) {
            List(parks, id: \.name) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkView(park: park)
            }
            .navigationDestination(for: Trail.self) { trail in
                TrailView(trail: trail, path: $path)
            }
        }
    }
}

:mount ParksRoot()
// expect: root: depth 0
:tap "Red Cliffs"
// expect: root: depth 1
// expect: park view: Red Cliffs
:tap "Canyon Rim"
// expect: root: depth 2
// expect: trail view: Canyon Rim in Red Cliffs
:back
// expect: root: depth 1
:tap "Arch Loop"
// expect: root: depth 2
// expect: trail view: Arch Loop in Red Cliffs
:tap "Back to Parks"
// expect: root: depth 0
:tap "Blue Fen"
// expect: root: depth 1
// expect: park view: Blue Fen
