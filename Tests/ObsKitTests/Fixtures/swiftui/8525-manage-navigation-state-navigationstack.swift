// SwiftUI from Apple's documentation: NavigationStack — https://developer.apple.com/documentation/swiftui/navigationstack (Manage navigation state: with NavigationStack(path: $presentedParks) the stack puts the tapped park in the array, and navigating back removes it)
import SwiftUI

struct Park: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

struct ParksView: View {
    let parks = [Park(name: "Yosemite"), Park(name: "Sequoia"), Park(name: "Zion")]
    @State private var presentedParks: [Park] = []
    var body: some View {
        NavigationStack(path: $presentedParks) {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                Text(park.name)
            }
        }
        .onChange(of: presentedParks) { _, newValue in
            print("path: \(newValue.map(\.name))")
        }
    }
}

:mount ParksView()
:tap "Zion"
:back
:tap "Yosemite"
// expect: path: ["Zion"]
// expect: path: []
// expect: path: ["Yosemite"]
