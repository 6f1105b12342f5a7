// Apple tutorial style (programmatic navigation, "The SwiftUI cookbook for navigation", own code): a path of routes.
// `NavigationStack(path:)` shows one view per element of its path; appending pushes, removing pops; a pushed view
// can pop to the root by emptying the path it was given as a binding (rules §15.12, Apple `navigationstack`). The
// root body prints the depth, so it reads `path` and runs at each change. A view appears when pushed and again when
// uncovered by a pop (rules §11.1, §14.3). `:back` pops through the path binding.
import SwiftUI

enum Route: Hashable {
    case species(String)
    case sighting(Int)
}

struct SpeciesView: View {
    let name: String
    @Binding var path: [Route]

    var body: some View {
        VStack {
            Text(name)
            Button("Log sighting") { path.append(.sighting(name.count)) }
            Button("Back to guide") { path.removeAll() }
        }
        .onAppear { print("SpeciesView \(name) appeared") }
    }
}

struct BirdGuide: View {
    @State private var path: [Route] = []

    var body: some View {
        let _ = print("BirdGuide body: depth \(path.count)")
        NavigationStack(path: $path) {
            List {
                Button("Open Robin") { path.append(.species("Robin")) }
                Button("Recent sightings") { path = [.sighting(3), .sighting(7)] }
            }
            .navigationTitle("Bird Guide")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .species(let name):
                    SpeciesView(name: name, path: $path)
                case .sighting(let number):
                    Text("Sighting \(number)")
                }
            }
        }
    }
}

:mount BirdGuide()
// expect: BirdGuide body: depth 0
:tap "Open Robin"
// expect: BirdGuide body: depth 1
// expect: SpeciesView Robin appeared
:tap "Log sighting"
// expect: BirdGuide body: depth 2
:back
// expect: BirdGuide body: depth 1
// expect: SpeciesView Robin appeared
:tap "Back to guide"
// expect: BirdGuide body: depth 0
:tap "Recent sightings"
// expect: BirdGuide body: depth 2
:back
// expect: BirdGuide body: depth 1
:back
// expect: BirdGuide body: depth 0
