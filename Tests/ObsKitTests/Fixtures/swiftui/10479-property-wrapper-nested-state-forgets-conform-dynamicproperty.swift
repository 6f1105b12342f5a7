// environment and custom wrappers style: a property wrapper with a nested @State that forgets to conform to DynamicProperty; SwiftUI only looks inside DynamicProperty fields, so the nested State is never installed: its setter does nothing, the read after the tap still gives 0, and the view never runs again (rules §7.1, §3.6)
// pitfall (on purpose): `struct Tally` lacks `: DynamicProperty`, so its @State is never installed
import SwiftUI

@propertyWrapper
struct Tally {
    @State private var count = 0

    init() {}

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
}

struct TallyView: View {
    @Tally private var taps

    var body: some View {
        let _ = print("TallyView body: \(taps)")
        Button("Tap \(taps)") {
            taps += 1
            print("after tap: \(taps)")
        }
    }
}

:mount TallyView()
// expect: TallyView body: 0
:tap "Tap 0"
// expect: after tap: 0
:tap "Tap 0"
// expect: after tap: 0
