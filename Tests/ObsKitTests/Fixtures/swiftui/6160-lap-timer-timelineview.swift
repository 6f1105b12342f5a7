// A lap counter inside `TimelineView(.periodic(from:by:))`: the content closure gets a context whose
// `date` moves every second, and a button inside records laps into the view's @State.
// Source: Apple, `timelineview`, `periodictimelineschedule`.
// Expected: the timeline's content is an ordinary view builder, its button works; only the button's
// prints are checked (the time shown depends on the clock).
import SwiftUI

struct LapTimer: View {
    @State private var laps: [Date] = []

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1.0)) { context in
            VStack(spacing: 12) {
                Text(context.date.formatted(date: .omitted, time: .standard))
                    .font(.largeTitle.monospacedDigit())
                Text("Laps: \(laps.count)")
                Button("Lap") {
                    laps.append(context.date)
                    print("lap", laps.count)
                }
                Button("Reset") {
                    laps.removeAll()
                    print("reset")
                }
            }
        }
    }
}

:mount LapTimer()
:tap "Lap"
:advance 2s
:tap "Lap"
:tap "Reset"

// expect: lap 1
// expect: lap 2
// expect: reset
