// SwiftUI from Apple's documentation: State (replacing the observable object stored in state)
// Source: developer.apple.com/documentation/swiftui/state: "SwiftUI manages the property's storage. When
// the value changes, SwiftUI updates the parts of the view hierarchy that depend on the value" - for an
// object in State the value is the reference. Managing model data in your app: "a view that stores a
// reference to the observable object updates if the reference changes". Counting changes the object;
// "Reset" replaces it with a new one, and the view shows the new object's count.
import SwiftUI

@Observable
class Tally {
    var count = 0
}

struct TallyView: View {
    @State private var tally = Tally()

    var body: some View {
        let _ = print("count: \(tally.count)")
        Text("Count: \(tally.count)")
        Button("Add") { tally.count += 1 }
        Button("Reset") { tally = Tally() }
    }
}

:mount TallyView()
:tap "Add"
:tap "Add"
:tap "Reset"
:tap "Add"

// expect: count: 0
// expect: count: 1
// expect: count: 2
// expect: count: 0
// expect: count: 1
