// Follows Apple's page "navigationDestination(item:destination:)"
// (developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)), iOS 17: a list of trails
// whose buttons set an optional trail, pushing its detail.
// - While the item is non-nil the destination is pushed, built by the closure with the unwrapped item; when it is
//   popped, by the back button (:back) or by dismiss() from the destination, SwiftUI sets the item back to nil
//   (Apple's page; rules §15.21, §15.12).
// - The list's body only makes $selectedTrail, so it runs only at mount (rules §3.5); "Status" reads the live value
//   in an action (rules §3.4) and shows the binding was reset.
import SwiftUI

struct Trail: Hashable {
    let name: String
    let miles: Double
}

struct TrailDetail: View {
    let trail: Trail
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("TrailDetail body, \(trail.name)")
        VStack {
            Text(trail.name)
            Text("\(trail.miles, specifier: "%.1f") miles")
            Button("Done") { dismiss() }
        }
    }
}

struct TrailsView: View {
    let trails = [Trail(name: "Half Dome", miles: 14.2), Trail(name: "Mist Trail", miles: 5.4)]
    @State private var selectedTrail: Trail?

    var body: some View {
        let _ = print("TrailsView body")
        NavigationStack {
            VStack {
                ForEach(trails, id: \.self) { trail in
                    Button(trail.name) { selectedTrail = trail }
                }
                Button("Status") { print("selected: \(selectedTrail?.name ?? "none")") }
            }
            .navigationTitle("Trails")
            .navigationDestination(item: $selectedTrail) { trail in
                TrailDetail(trail: trail)
            }
        }
    }
}

:mount TrailsView()
// expect: TrailsView body
:tap "Status"
// expect: selected: none
:tap "Half Dome"
// expect: TrailDetail body, Half Dome
:back
:tap "Status"
// expect: selected: none
:tap "Mist Trail"
// expect: TrailDetail body, Mist Trail
:tap "Done"
:tap "Status"
// expect: selected: none
