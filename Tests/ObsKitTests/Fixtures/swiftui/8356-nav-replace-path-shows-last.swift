// SwiftUI from Apple's documentation: NavigationStack, "Manage navigation state" (showParks())
// Source: developer.apple.com/documentation/swiftui/navigationstack: "The showParks method replaces
// the stack's display with a view that shows details for Sequoia, the last item in the new
// presentedParks array. Navigating back from that view removes Sequoia from the array, which reveals
// a view that shows details for Yosemite." Also: "The stack always displays the most recently added
// view that hasn't been removed".
import SwiftUI

struct Park: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
}

struct ParkDetails: View {
    let park: Park
    var body: some View {
        Button("Which park") { print("details for \(park.name)") }
    }
}

struct ParksView: View {
    @State private var presentedParks: [Park] = []

    var body: some View {
        NavigationStack(path: $presentedParks) {
            Button("Show Parks") { showParks() }
                .navigationDestination(for: Park.self) { park in
                    ParkDetails(park: park)
                }
        }
        .onChange(of: presentedParks) {
            print("path: \(presentedParks.map(\.name))")
        }
    }

    func showParks() {
        presentedParks = [Park("Yosemite"), Park("Sequoia")]
    }
}

:mount ParksView()
:tap "Show Parks"
:tap "Which park"
:back
:tap "Which park"

// expect: path: ["Yosemite", "Sequoia"]
// expect: details for Sequoia
// expect: path: ["Yosemite"]
// expect: details for Yosemite
