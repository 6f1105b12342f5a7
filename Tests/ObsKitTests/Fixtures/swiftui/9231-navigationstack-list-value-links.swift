// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (a List of NavigationLink(value:) rows and navigationDestination(for:))
// Apple's NavigationStack page lists parks with `NavigationLink(park.name, value: park)` and maps the
// presented Park values to ParkDetails with `.navigationDestination(for: Park.self)`. Tapping a row pushes
// the park's details (their onAppear runs); going back pops them (onDisappear).
import SwiftUI

struct Park: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park

    var body: some View {
        Text(park.name)
            .onAppear { print("details \(park.name)") }
            .onDisappear { print("left \(park.name)") }
    }
}

struct ParksView: View {
    private let parks = [Park(name: "Yosemite"), Park(name: "Sequoia"), Park(name: "Zion")]

    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

:mount ParksView()
:tap "Yosemite"
// expect: details Yosemite
:back
// expect: left Yosemite
:tap "Zion"
// expect: details Zion
