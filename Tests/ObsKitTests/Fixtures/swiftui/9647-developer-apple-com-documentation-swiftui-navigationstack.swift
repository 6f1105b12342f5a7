// Apple, "NavigationStack" (data-driven navigation with a path), https://developer.apple.com/documentation/swiftui/navigationstack — NavigationStack(path: $presentedParks) with navigationDestination(for: Park.self): links append to the path, :back pops it, and only the top page is on screen
// Apple: "a value-destination link appends the value to the path"; popping removes it. The destination is built
// when pushed (rules §14.3, §15.12). The owner reads the path, so each push or pop runs its body first. After a
// push or pop the incoming page appears before the outgoing one disappears (§11.1); a covered page is not
// rebuilt when it comes back, its value being unchanged (§2.7).
import SwiftUI

struct Park: Hashable, Identifiable {
    let name: String
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park

    var body: some View {
        let _ = print("ParkDetails body: \(park.name)")
        VStack {
            Text(park.name)
            NavigationLink("Next: Yosemite", value: Park(name: "Yosemite"))
        }
        .onAppear { print("\(park.name) appear") }
        .onDisappear { print("\(park.name) disappear") }
    }
}

struct ParkBrowser: View {
    let parks = [Park(name: "Acadia"), Park(name: "Zion")]
    @State private var presentedParks: [Park] = []

    var body: some View {
        let _ = print("ParkBrowser body, path \(presentedParks.map(\.name))")
        NavigationStack(path: $presentedParks) {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

:mount ParkBrowser()
// expect: ParkBrowser body, path []
// expect: list appear
:tap "Acadia"
// expect: ParkBrowser body, path ["Acadia"]
// expect: ParkDetails body: Acadia
// expect: Acadia appear
// expect: list disappear
:tap "Next: Yosemite"
// expect: ParkBrowser body, path ["Acadia", "Yosemite"]
// expect: ParkDetails body: Yosemite
// expect: Yosemite appear
// expect: Acadia disappear
:back
// expect: ParkBrowser body, path ["Acadia"]
// expect: Acadia appear
// expect: Yosemite disappear
:back
// expect: ParkBrowser body, path []
// expect: list appear
// expect: Acadia disappear
