// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (the same view type in both branches of an if/else has two identities: switching branches throws its @State away)
// WWDC21 "Demystify SwiftUI": views in the two branches of an `if`/`else` have different structural identities, so
// SwiftUI treats them as different views with separate lifetimes; when the condition flips, one view's state is
// destroyed and the other starts from its initial value (the talk recommends one view with an inert modifier).
// Apple's State page: the storage lives as long as the view's identity.
// - Mount: the full-size stopwatch, 0 laps.
// - "Lap" twice: 1, 2.
// - "Compact": the other branch: a new stopwatch, 0 laps.
// - "Lap", then "Full size": back to the first branch, which is a new view again: 0 laps.
import SwiftUI

struct Stopwatch: View {
    let style: String
    @State private var laps = 0

    var body: some View {
        let _ = print("\(style) stopwatch: \(laps) laps")
        Button("Lap") { laps += 1 }
    }
}

struct WorkoutScreen: View {
    @State private var compact = false

    var body: some View {
        VStack {
            if compact {
                Stopwatch(style: "compact")
            } else {
                Stopwatch(style: "full")
            }
            Button(compact ? "Full size" : "Compact") { compact.toggle() }
        }
    }
}

:mount WorkoutScreen()
// expect: full stopwatch: 0 laps
:tap "Lap"
// expect: full stopwatch: 1 laps
:tap "Lap"
// expect: full stopwatch: 2 laps
:tap "Compact"
// expect: compact stopwatch: 0 laps
:tap "Lap"
// expect: compact stopwatch: 1 laps
:tap "Full size"
// expect: full stopwatch: 0 laps
