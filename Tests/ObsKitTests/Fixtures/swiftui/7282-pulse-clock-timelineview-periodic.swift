// Pulse clock: `TimelineView(.periodic(from:by:))` showing the current second, inside a screen that can hide it, own
// code in the style of Apple's `TimelineView` page.
// What SwiftUI does: a timeline view builds its content with a context whose `date` is the schedule's entry, and
// builds it again at each later entry (rules §15.20; Apple `timelineview`). The content closure runs in a node of its
// own, so the enclosing views' bodies don't run at a tick (rules §15.20, ObsREPL's choice; each tick a turn, as a
// timer's, rules §15.15). While the clock is hidden nothing ticks; shown again, a new timeline starts with the
// latest entry at or before now. The session's clock starts at 09:41:00 (README, "The virtual clock").
// Sources: rules §1.1, §15.15, §15.20; https://developer.apple.com/documentation/swiftui/timelineview
// https://developer.apple.com/documentation/swiftui/timelineschedule/periodic(from:by:)
import SwiftUI

struct PulseClock: View {
    let start: Date

    var body: some View {
        let _ = print("PulseClock body")
        TimelineView(.periodic(from: start, by: 1)) { context in
            let second = Calendar.current.component(.second, from: context.date)
            let _ = print("timeline content: second \(second)")
            Text("Second \(second)")
                .monospacedDigit()
        }
    }
}

struct ClockScreen: View {
    let start = Date()
    @State private var showClock = true

    var body: some View {
        let _ = print("ClockScreen body: showClock \(showClock)")
        VStack {
            if showClock {
                PulseClock(start: start)
            }
            Button(showClock ? "Hide clock" : "Show clock") {
                showClock.toggle()
            }
        }
    }
}

:mount ClockScreen()
// expect: ClockScreen body: showClock true
// expect: PulseClock body
// expect: timeline content: second 0
:advance 2s
// expect: timeline content: second 1
// expect: timeline content: second 2
:tap "Hide clock"
// expect: ClockScreen body: showClock false
:advance 2s
:tap "Show clock"
// expect: ClockScreen body: showClock true
// expect: PulseClock body
// expect: timeline content: second 4
:advance 1s
// expect: timeline content: second 5
