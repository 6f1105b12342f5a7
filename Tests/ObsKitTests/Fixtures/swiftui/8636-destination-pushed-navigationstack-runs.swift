// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (a destination pushed on a NavigationStack runs onAppear when pushed and onDisappear when popped; pushing another value shows a new destination that appears)
import SwiftUI

struct ParkDetails: View {
    let park: String

    var body: some View {
        Text("Welcome to \(park)")
            .onAppear { print("\(park) appeared") }
            .onDisappear { print("\(park) disappeared") }
    }
}

struct ParkList: View {
    let parks = ["Yosemite", "Zion"]

    var body: some View {
        NavigationStack {
            List(parks, id: \.self) { park in
                NavigationLink(park, value: park)
            }
            .navigationDestination(for: String.self) { park in
                ParkDetails(park: park)
            }
            .navigationTitle("Parks")
        }
    }
}

:mount ParkList()
:tap "Zion"
:back
:tap "Yosemite"
// expect: Zion appeared
// expect: Zion disappeared
// expect: Yosemite appeared
