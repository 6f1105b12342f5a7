// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (the parks stack bound to a path array: links, programmatic pushes and pop to root)
// The page's stack: `NavigationStack(path: $presentedParks)` over `List(parks)` of `NavigationLink(park.name, value:
// park)` with `.navigationDestination(for: Park.self)`. Tapping a link appends its park to the path; code can append
// too, and emptying the array returns to the root.
// - onChange reports the path after each change
//   (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg); the Back button pops the
//   last park.
import SwiftUI

struct Park: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park
    let nearby: Park
    let goHome: () -> Void

    var body: some View {
        VStack {
            Text(park.name)
            NavigationLink("Nearby: \(nearby.name)", value: nearby)
            Button("Back to all parks", action: goHome)
        }
        .navigationTitle(park.name)
    }
}

struct ParksView: View {
    let parks = [Park(name: "Yosemite"), Park(name: "Sequoia"), Park(name: "Zion")]
    @State private var presentedParks: [Park] = []

    var body: some View {
        NavigationStack(path: $presentedParks) {
            VStack {
                List(parks) { park in
                    NavigationLink(park.name, value: park)
                }
                Button("Jump to Zion") { presentedParks.append(parks[2]) }
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park, nearby: park.name == "Yosemite" ? parks[1] : parks[0]) {
                    presentedParks.removeAll()
                }
            }
        }
        .onChange(of: presentedParks) { _, newPath in
            print("path: [\(newPath.map(\.name).joined(separator: ", "))]")
        }
    }
}

:mount ParksView()
:tap "Yosemite"
// expect: path: [Yosemite]
:tap "Nearby: Sequoia"
// expect: path: [Yosemite, Sequoia]
:back
// expect: path: [Yosemite]
:tap "Back to all parks"
// expect: path: []
:tap "Jump to Zion"
// expect: path: [Zion]
