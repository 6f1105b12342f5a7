// SwiftUI from Apple's documentation: NavigationStack — https://developer.apple.com/documentation/swiftui/navigationstack (showParks() sets presentedParks = [Yosemite, Sequoia]: the stack shows Sequoia; navigating back removes Sequoia from the array and reveals Yosemite)
import SwiftUI

struct Park: Identifiable, Hashable {
    let name: String
    var id: String { name }
    init(_ name: String) { self.name = name }
}

struct ParkDetails: View {
    let park: Park
    var body: some View {
        Button("About \(park.name)") { print("details of \(park.name)") }
    }
}

struct ParksView: View {
    let parks = [Park("Yosemite"), Park("Sequoia")]
    @State private var presentedParks: [Park] = []
    var body: some View {
        NavigationStack(path: $presentedParks) {
            List {
                ForEach(parks) { park in
                    NavigationLink(park.name, value: park)
                }
                Button("Show Parks") { showParks() }
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
        .onChange(of: presentedParks) { _, newValue in
            print("path: \(newValue.map(\.name))")
        }
    }

    func showParks() {
        presentedParks = [Park("Yosemite"), Park("Sequoia")]
    }
}

:mount ParksView()
:tap "Show Parks"
:tap "About Sequoia"
:back
:tap "About Yosemite"
// expect: path: ["Yosemite", "Sequoia"]
// expect: details of Sequoia
// expect: path: ["Yosemite"]
// expect: details of Yosemite
