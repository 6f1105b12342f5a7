// Follows Apple's page "NavigationStack" (developer.apple.com/documentation/swiftui/navigationstack), its example of a
// stack bound to an array of parks, with NavigationLink(park.name, value: park) and
// navigationDestination(for: Park.self); the path is also appended to in code.
// - A NavigationLink(value:) appends its value to the path; appending in code pushes too; the destination is built
//   for the value when it is pushed (Apple's page; rules §15.12, §14.3).
// - A push: the pushed view's body runs, then the covered view disappears, then the pushed view appears; a pop
//   (:back) makes the popped view disappear and the uncovered one appear again (rules §14.3, §11.1: all
//   disappears before any appear, §10.3: appearance after the update).
// - The root's body makes $presentedParks but never reads it, so pushes and pops never run it (rules §3.5). A view
//   covered by a push keeps its value and doesn't run again when it comes back (rules §2.7).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct Park: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct ParkDetails: View {
    let park: Park
    let nearby: Park?

    var body: some View {
        let _ = print("ParkDetails body, \(park.name)")
        VStack {
            Text(park.name)
                .font(.largeTitle)
            if let nearby {
                NavigationLink("Nearby: \(nearby.name)", value: nearby)
            }
        }
        .onAppear { print("\(park.name) appeared") }
        .onDisappear { print("\(park.name) disappeared") }
    }
}

struct ParkList: View {
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion"), Park(id: 3, name: "Acadia")]
    @State private var presentedParks: [Park] = []

    var body: some View {
        let _ = print("ParkList body")
        NavigationStack(path: $presentedParks) {
            List {
                ForEach(parks) { park in
                    NavigationLink(park.name, value: park)
                }
                Button("Surprise Me") { presentedParks.append(parks[1]) }
            }
            .navigationTitle("Parks")
            .onAppear { print("park list appeared") }
            .onDisappear { print("park list disappeared") }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park, nearby: park.id == 2 ? parks[2] : nil)
            }
        }
    }
}

:mount ParkList()
// expect: ParkList body
// expect: park list appeared
:tap "Yosemite"
// expect: ParkDetails body, Yosemite
// expect: Yosemite appeared
// expect: park list disappeared
:back
// expect: park list appeared
// expect: Yosemite disappeared
:tap "Surprise Me"
// expect: ParkDetails body, Zion
// expect: Zion appeared
// expect: park list disappeared
:tap "Nearby: Acadia"
// expect: ParkDetails body, Acadia
// expect: Acadia appeared
// expect: Zion disappeared
:back
// expect: Zion appeared
// expect: Acadia disappeared
:back
// expect: park list appeared
// expect: Zion disappeared
