// SwiftUI from Apple's documentation: NavigationStack — https://developer.apple.com/documentation/swiftui/navigationstack (selecting NavigationLink(park.name, value: park) adds a ParkDetails view for that park; navigating back removes it)
import SwiftUI

struct Park: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park
    var body: some View {
        Text(park.name)
            .onAppear { print("ParkDetails appeared: \(park.name)") }
            .onDisappear { print("ParkDetails disappeared: \(park.name)") }
    }
}

struct ParksView: View {
    let parks = [Park(name: "Yosemite"), Park(name: "Sequoia"), Park(name: "Zion")]
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
:tap "Sequoia"
print("-- back")
:back
// expect: ParkDetails appeared: Sequoia
// expect: -- back
// expect: ParkDetails disappeared: Sequoia
