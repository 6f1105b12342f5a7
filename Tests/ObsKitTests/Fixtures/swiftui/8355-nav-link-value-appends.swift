// SwiftUI from Apple's documentation: NavigationStack overview (the Park example) and NavigationLink(_:value:)
// Source: developer.apple.com/documentation/swiftui/navigationstack: "Selecting a navigation link from
// the list adds a ParkDetails view to the stack"; with init(path:root:) "the stack also puts the park
// data in the presentedParks array" and "Navigating back removes the detail view".
// onChange(of:initial:_:): the action runs when the observed value changes.
import SwiftUI

struct Park: Hashable, Identifiable {
    let name: String
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park
    var body: some View {
        Text("Details for \(park.name)")
    }
}

struct ParksView: View {
    @State private var presentedParks: [Park] = []
    private let parks = [Park(name: "Yosemite"), Park(name: "Sequoia")]

    var body: some View {
        NavigationStack(path: $presentedParks) {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
        .onChange(of: presentedParks) {
            print("presented: \(presentedParks.map(\.name))")
        }
    }
}

:mount ParksView()
:tap "Sequoia"
:back
:tap "Yosemite"

// expect: presented: ["Sequoia"]
// expect: presented: []
// expect: presented: ["Yosemite"]
