// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:) (a non-nil item pushes the destination with the unwrapped value; navigating back sets the bound item to nil)
import SwiftUI

struct Flight: Hashable {
    let code: String
}

struct BoardView: View {
    @State private var tracked: Flight?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Track BA12") { tracked = Flight(code: "BA12") }
                Button("Status") { print("tracked: \(tracked?.code ?? "none")") }
            }
            .navigationDestination(item: $tracked) { flight in
                Button("Flight \(flight.code) info") { print("tracking \(flight.code)") }
            }
        }
    }
}

:mount BoardView()
:tap "Track BA12"
:tap "Flight BA12 info"
:back
:tap "Status"
:tap "Track BA12"
:tap "Flight BA12 info"
// expect: tracking BA12
// expect: tracked: none
// expect: tracking BA12
