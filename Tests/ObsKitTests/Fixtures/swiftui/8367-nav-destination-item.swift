// SwiftUI from Apple's documentation: navigationDestination(item:destination:)
// Source: developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:):
// item: "A binding to the data presented, or nil if nothing is currently presented."; destination:
// "A content builder that defines a view to display when item is not nil."
import SwiftUI

struct FlavorDetail: View {
    let flavor: String
    var body: some View {
        Button("Which flavor") { print("showing \(flavor)") }
    }
}

struct ContentView: View {
    @State private var selectedFlavor: String?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Pick mint") { selectedFlavor = "mint" }
                Button("Pick lemon") { selectedFlavor = "lemon" }
                Button("Status") { print("selected \(selectedFlavor ?? "nil")") }
            }
            .navigationDestination(item: $selectedFlavor) { flavor in
                FlavorDetail(flavor: flavor)
            }
        }
    }
}

:mount ContentView()
:tap "Pick mint"
:tap "Which flavor"
:back
:tap "Status"
:tap "Pick lemon"
:tap "Which flavor"

// expect: showing mint
// expect: selected nil
// expect: showing lemon
