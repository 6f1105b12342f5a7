// Follows Apple's `State` page (https://developer.apple.com/documentation/swiftui/state) — "When the value changes,
// SwiftUI updates the parts of the view hierarchy that depend on the value" — watched with `Self._printChanges()`,
// whose output the rules define (rules §12; it is a debugging API Apple showed in WWDC21 "Demystify SwiftUI").
// - First run: a view with dynamic properties prints `@self, @identity` and each property by stored field name in
//   declaration order; a view without any prints `@self changed.` (rules §12.2).
// - One action changing two @State values gives one body run naming both, in declaration order (rules §10.1, §12.1).
// - A child whose input changed prints `@self changed.`; a child with no inputs does not run again (rules §2.1,
//   §2.7, §12.1).
import SwiftUI

struct LapBadge: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count) laps")
    }
}

struct StopwatchCaption: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Stopwatch")
    }
}

struct Stopwatch: View {
    @State private var laps = 0
    @State private var running = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            StopwatchCaption()
            Text(running ? "Running" : "Stopped")
            LapBadge(count: laps)
            Button("Start") { running = true }
            Button("Lap") { laps += 1 }
            Button("Lap and stop") {
                laps += 1
                running = false
            }
        }
    }
}

:mount Stopwatch()
// expect: Stopwatch: @self, @identity, _laps, _running changed.
// expect: StopwatchCaption: @self changed.
// expect: LapBadge: @self changed.
:tap "Start"
// expect: Stopwatch: _running changed.
:tap "Lap"
// expect: Stopwatch: _laps changed.
// expect: LapBadge: @self changed.
:tap "Lap and stop"
// expect: Stopwatch: _laps, _running changed.
// expect: LapBadge: @self changed.
