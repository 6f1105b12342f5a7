// Self._printChanges() on a view with two @State properties: the first body lists everything, later bodies name the state that changed, and an equal write prints nothing; expected output by the SwiftUI rules (rules §12 "@self, @identity, _a, _b changed." then "_count changed.", §3 equal writes are no-ops; T4, T12)
import SwiftUI

struct TallyView: View {
    @State private var count = 0
    @State private var label = "Taps"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(label): \(count)")
            Button("Tap") { count += 1 }
            Button("Rename") { label = "Clicks" }
            Button("Same name") { label = "Clicks" }
        }
    }
}

:mount TallyView()
:tap "Tap"
:tap "Rename"
:tap "Same name"
:tap "Tap"

// expect: TallyView: @self, @identity, _count, _label changed.
// expect: TallyView: _count changed.
// expect: TallyView: _label changed.
// expect: TallyView: _count changed.
