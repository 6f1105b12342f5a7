// WWDC21, "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/ — the PawView example: an if/else with the same view in both branches gives two identities, so flipping the condition resets its @State; one view with a conditional modifier value keeps it
// The session: branches of an if are distinct views ("structural identity"), and "the storage for the true view
// is deallocated"; it recommends an inert modifier with a condition instead (rules §1.1, §11.1). The flip runs
// the new branch's body; the single view's value is unchanged, so its body does not run and its count survives.
import SwiftUI

struct PawCounter: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        let _ = print("\(label) body, taps \(taps)")
        Button("\(label) paw \(taps)") { taps += 1 }
            .onAppear { print("\(label) appear") }
            .onDisappear { print("\(label) disappear") }
    }
}

struct DayNightView: View {
    @State private var dayTime = true

    var body: some View {
        VStack {
            Button("Toggle time") { dayTime.toggle() }
            if dayTime {
                PawCounter(label: "Branchy")
                    .foregroundColor(.yellow)
            } else {
                PawCounter(label: "Branchy")
                    .foregroundColor(.blue)
            }
            PawCounter(label: "Single")
                .foregroundColor(dayTime ? .yellow : .blue)
        }
    }
}

:mount DayNightView()
// expect: Branchy body, taps 0
// expect: Single body, taps 0
// expect: Branchy appear
// expect: Single appear
:tap "Branchy paw 0"
// expect: Branchy body, taps 1
:tap "Single paw 0"
// expect: Single body, taps 1
:tap "Toggle time"
// expect: Branchy body, taps 0
// expect: Branchy disappear
// expect: Branchy appear
:tap "Single paw 1"
// expect: Single body, taps 2
:tap "Toggle time"
// expect: Branchy body, taps 0
// expect: Branchy disappear
// expect: Branchy appear
