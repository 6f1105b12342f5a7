// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (NavigationStack bound to an array of parks)
// Apple's NavigationStack page: "you can initialize the stack with a binding to a collection of data. The stack
// stores data items in the collection for each view on the stack"; "you can ... push two parks onto the stack by
// assigning them to presentedParks"; navigating back removes the last item. onChange(of:) prints the path.
// - Tap the Zion link; back; the button that sets two parks; back; back.
import SwiftUI

struct Park: Hashable, Identifiable {
    let name: String
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park

    var body: some View {
        Text("Welcome to \(park.name)")
            .navigationTitle(park.name)
    }
}

struct ParksView: View {
    @State private var presentedParks: [Park] = []
    let parks = [Park(name: "Yosemite"), Park(name: "Sequoia"), Park(name: "Zion")]

    var body: some View {
        NavigationStack(path: $presentedParks) {
            List {
                ForEach(parks) { park in
                    NavigationLink(park.name, value: park)
                }
                Button("Show Yosemite and Sequoia") {
                    presentedParks = [Park(name: "Yosemite"), Park(name: "Sequoia")]
                }
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
        .onChange(of: presentedParks) { _, newPath in
            print("path: \(newPath.map(\.name))")
        }
    }
}

:mount ParksView()
:tap "Zion"
// expect: path: ["Zion"]
:back
// expect: path: []
:tap "Show Yosemite and Sequoia"
// expect: path: ["Yosemite", "Sequoia"]
:back
// expect: path: ["Yosemite"]
:back
// expect: path: []
