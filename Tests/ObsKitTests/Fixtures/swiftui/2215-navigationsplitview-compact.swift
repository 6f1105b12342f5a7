// Issue 13 (B), NavigationSplitView on iPhone: in compact width the split view collapses into a stack. The
// sidebar is shown first; a `NavigationLink(value:)` row of a `List(selection:)` sets the selection, and the
// detail column is pushed with the selected value. Going back pops the detail and clears the selection.
// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (collapses into a stack in
// compact size classes; the list selection drives the detail column), WWDC22 "The SwiftUI cookbook for
// navigation" (a sidebar `List(selection:)` of `NavigationLink(value:)` rows).
// Assumed: popping back to the sidebar in the collapsed stack sets the selection to nil (observed on iPhone,
// not documented). Rules §3, §12.
import SwiftUI

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ParkDetail: View {
    let park: Park
    var body: some View {
        let _ = print("ParkDetail body", park.name)
        Text(park.name)
    }
}

struct ParksApp: View {
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]
    @State private var selection: Park?

    var body: some View {
        let _ = print("ParksApp body, selection:", selection?.name ?? "none")
        NavigationSplitView {
            List(parks, selection: $selection) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationTitle("Parks")
        } detail: {
            if let selection {
                ParkDetail(park: selection)
            } else {
                Text("Pick a park")
            }
        }
    }
}

:mount ParksApp()
:tap "Zion"
:back
:tap "Yosemite"

// expect: ParksApp body, selection: none
// expect: ParksApp body, selection: Zion
// expect: ParkDetail body Zion
// expect: ParksApp body, selection: none
// expect: ParksApp body, selection: Yosemite
// expect: ParkDetail body Yosemite
