// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (the fix for lost state: one view with a modifier whose value changes keeps its identity, its @State and even skips its body)
// WWDC21 "Demystify SwiftUI" recommends an inert modifier (here `.opacity(dimmed ? 0.5 : 1)`) instead of an if/else:
// the view keeps one structural identity, so its state survives. The Stopwatch's own inputs don't change when the
// screen dims it, so SwiftUI has no reason to run its body; the modifier is outside it.
// - Mount: the screen's body, then the stopwatch, 0 laps.
// - "Lap" twice: 1, 2.
// - "Dim": only the screen's body runs; the laps are kept.
// - "Lap": 3.
import SwiftUI

struct Stopwatch: View {
    @State private var laps = 0

    var body: some View {
        let _ = print("stopwatch: \(laps) laps")
        Button("Lap") { laps += 1 }
    }
}

struct WorkoutScreen: View {
    @State private var dimmed = false

    var body: some View {
        let _ = print("screen body, dimmed \(dimmed)")
        VStack {
            Stopwatch()
                .opacity(dimmed ? 0.5 : 1)
            Button("Dim") { dimmed = true }
        }
    }
}

:mount WorkoutScreen()
// expect: screen body, dimmed false
// expect: stopwatch: 0 laps
:tap "Lap"
// expect: stopwatch: 1 laps
:tap "Lap"
// expect: stopwatch: 2 laps
:tap "Dim"
// expect: screen body, dimmed true
:tap "Lap"
// expect: stopwatch: 3 laps
