// Follows Apple's `TimelineView` page (https://developer.apple.com/documentation/swiftui/timelineview): "A view that
// updates according to a schedule that you provide", with `.periodic(from:by:)` (Apple
// `periodictimelineschedule`: "A schedule for updating a timeline view at regular intervals"). The content
// closure gets a context whose `date` is the entry that triggered the update (Apple `timelineview/context/date`).
// Own code: an interval-training clock rebuilt every five seconds.
// - Rules §15.20: the content runs at the schedule's latest entry at or before now (at mount, the first entry), then
//   again at each later entry while on screen, each a turn of its own in `:advance`. The entries here are the mount
//   time plus multiples of 5 s; 12 s in, two have come (5 s, 10 s).
// - `start` is a stored `let` of the mounted root, made once at mount on the virtual clock (README "The virtual
//   clock"); the root's body runs once: it has no state, and the timeline's updates run only its content.
import SwiftUI

struct IntervalClock: View {
    let start = Date.now

    var body: some View {
        let _ = print("IntervalClock body")
        VStack {
            Text("Intervals")
            TimelineView(.periodic(from: start, by: 5)) { context in
                let elapsed = Int(context.date.timeIntervalSince(start))
                let _ = print("timeline content at \(elapsed) s")
                Text("\(elapsed) s")
                    .monospacedDigit()
            }
        }
    }
}

:mount IntervalClock()
// expect: IntervalClock body
// expect: timeline content at 0 s
:advance 12s
// expect: timeline content at 5 s
// expect: timeline content at 10 s
:advance 2s
:advance 1s
// expect: timeline content at 15 s
