// Observation in depth: a class nobody observes, a plain (non-@Observable) class in @State, and a global model
// If the class in `@State` is not `@Observable`, only assigning another reference is a change: mutating its property
// re-runs nothing, though the body read it (rules §3.7; Apple "migrating"). An `@Observable` model that no body read
// notifies no view either (§8). A real `@State` change the body read re-runs it (§3.5), and it then shows the
// counter's current value.
import SwiftUI

final class TapCounter {
    var taps = 0
}

@Observable
final class Analytics {
    var events = 0
}

let analytics = Analytics()

struct TapPad: View {
    @State private var counter = TapCounter()
    @State private var refreshes = 0

    var body: some View {
        let _ = print("pad body: \(counter.taps) taps, refresh \(refreshes)")
        VStack {
            Text("\(counter.taps) taps")
            Button("Tap") {
                counter.taps += 1
                analytics.events += 1
            }
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount TapPad()
// expect: pad body: 0 taps, refresh 0
:tap "Tap"
:tap "Tap"
print("analytics saw \(analytics.events) events")
// expect: analytics saw 2 events
:tap "Refresh"
// expect: pad body: 2 taps, refresh 1
