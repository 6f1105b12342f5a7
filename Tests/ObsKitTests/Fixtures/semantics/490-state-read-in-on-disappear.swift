// A removed view's `@State` reads its last value in the view's own `onDisappear` (rules §1.4): dying
// invalidates the storage (writes through a stale copy go nowhere) but does not empty it, as SwiftUI's stored
// location keeps its value for whoever still holds it (OpenSwiftUI's `StoredLocation`: invalidation stops
// updates; the value lives in the location box). Shown again, the view starts over from its initial value.
import SwiftUI

struct Stopwatch: View {
    @State private var laps = 0
    @State private var label = "idle"
    var body: some View {
        Button("Lap \(laps)") {
            laps += 1
            label = "running"
        }
        .onDisappear { print("gone with \(laps) laps, \(label)") }
        .onAppear { print("shown with \(laps) laps, \(label)") }
    }
}

struct Screen: View {
    @State private var visible = true
    var body: some View {
        VStack {
            Toggle("Visible", isOn: $visible)
            if visible { Stopwatch() }
        }
    }
}

:mount Screen()
:tap "Lap 0"
:tap "Lap 1"
:toggle "Visible"
:toggle "Visible"

// expect: shown with 0 laps, idle
// expect: gone with 2 laps, running
// expect: shown with 0 laps, idle
