// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:) (a NavigationLink(value:) with a label closure: selecting it presents the destination whose data type matches, which gets a copy of the value)
import SwiftUI

struct Park: Hashable, Identifiable {
    let name: String
    let rating: Int
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park

    var body: some View {
        Text("\(park.name) details")
            .onAppear { print("details for \(park.name), rating \(park.rating)") }
    }
}

struct ParksView: View {
    let parks = [Park(name: "Zion", rating: 5), Park(name: "Acadia", rating: 4)]

    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink(value: park) {
                    Text(park.name)
                }
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

:mount ParksView()
:tap "Acadia"
:back
:tap "Zion"
// expect: details for Acadia, rating 4
// expect: details for Zion, rating 5
