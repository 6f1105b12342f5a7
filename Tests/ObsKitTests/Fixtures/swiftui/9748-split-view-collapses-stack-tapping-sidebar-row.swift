// Apple NavigationSplitView documentation style on an iPhone: the split view collapses into a stack; tapping a sidebar row writes the optional selection and pushes the detail the body builds from it; going back clears the selection (rules §15.7, §15.18)
import SwiftUI

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ParkDetail: View {
    let park: Park

    var body: some View {
        let _ = print("ParkDetail body: \(park.name)")
        Text(park.name)
            .font(.title)
    }
}

struct ParksSplitView: View {
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]
    @State private var selectedID: Park.ID?

    var body: some View {
        let _ = print("ParksSplitView body: \(selectedID.map { "\($0)" } ?? "none")")
        NavigationSplitView {
            List(parks, selection: $selectedID) { park in
                Text(park.name)
            }
            .navigationTitle("Parks")
        } detail: {
            if let park = parks.first(where: { $0.id == selectedID }) {
                ParkDetail(park: park)
            } else {
                Text("Pick a park")
            }
        }
    }
}

:mount ParksSplitView()
// expect: ParksSplitView body: none
:tap "Zion"
// expect: ParksSplitView body: 2
// expect: ParkDetail body: Zion
:back
// expect: ParksSplitView body: none
:tap "Yosemite"
// expect: ParksSplitView body: 1
// expect: ParkDetail body: Yosemite
