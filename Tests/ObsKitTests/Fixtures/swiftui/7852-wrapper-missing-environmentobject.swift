// Custom DynamicProperty: a @Units wrapper holding @EnvironmentObject, mounted without .environmentObject
// A missing environment object crashes only when it is read, with SwiftUI's "No ObservableObject of type Prefs found"
// message (rules §14.1, T16): the host renders while it doesn't read the wrapper, and fails in the body that reads it
// (the nested property's box, rules §7.1; the turn stops there, rules §10.1).
import SwiftUI

final class Prefs: ObservableObject {
    @Published var units = "km"
}

@propertyWrapper
struct Units: DynamicProperty {
    @EnvironmentObject private var prefs: Prefs

    init() {}

    var wrappedValue: String { prefs.units }
}

struct Distance: View {
    @Units var units
    @State private var showUnits = false

    var body: some View {
        let _ = print("Distance body, showUnits \(showUnits)")
        VStack {
            if showUnits {
                Text("5 \(units)")
            } else {
                Text("5")
            }
            Button("Show units") { showUnits = true }
        }
    }
}

:mount Distance()
// expect: Distance body, showUnits false
:tap "Show units"
// expect: Distance body, showUnits true
// expect-error: No ObservableObject of type Prefs found
