// Apple, "NavigationStack" / WWDC22 "The SwiftUI cookbook for navigation" (NavigationLink(value:) with navigationDestination(for:)); rules §14.3, §11.1, §15.12
import SwiftUI

struct Park: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct ParkDetails: View {
    let park: Park

    var body: some View {
        let _ = print("ParkDetails body: \(park.name)")
        Text(park.name)
            .font(.largeTitle)
            .onAppear { print("ParkDetails appeared: \(park.name)") }
            .onDisappear { print("ParkDetails disappeared: \(park.name)") }
    }
}

struct ParksList: View {
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]

    var body: some View {
        let _ = print("ParksList body")
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
            .navigationTitle("Parks")
        }
    }
}

:mount ParksList()
:tap "Zion"
:back
:tap "Yosemite"

// expect: ParksList body
// expect: ParkDetails body: Zion
// expect: ParkDetails appeared: Zion
// expect: ParkDetails disappeared: Zion
// expect: ParkDetails body: Yosemite
// expect: ParkDetails appeared: Yosemite
