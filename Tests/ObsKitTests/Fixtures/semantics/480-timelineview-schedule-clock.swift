// `TimelineView` builds its content again at each date of its schedule, on the session's virtual clock
// (`:advance`): `.periodic(from:by:)` every interval from the start, `.everyMinute` at the start of each
// minute, `.explicit(dates)` at those dates and then no more. The content's `context.date` is the entry's
// date, not the moment it ran. Each rebuild is an update of its own: a child view whose input changed runs
// again, one whose input is equal does not, and the children keep their state. A TimelineView that goes
// away updates no more.
// Source: Apple, `timelineview` ("A view that updates according to a schedule that you provide"; the
// context's `date`), `periodictimelineschedule`, `everyminutetimelineschedule`, `explicittimelineschedule`;
// rules §2.7, §15.20. The virtual clock starts at 09:41:00 (README "Foundation").
import SwiftUI

struct Face: View {
    let seconds: Int
    var body: some View {
        let _ = print("face", seconds)
        Text("\(seconds) s")
    }
}

struct Caption: View {
    let text: String
    @State private var taps = 0
    var body: some View {
        let _ = print("caption", text, taps)
        Button("\(text) \(taps)") { taps += 1 }
    }
}

struct Stopwatch: View {
    let start = Date.now
    @State private var running = true

    var body: some View {
        VStack {
            if running {
                TimelineView(.periodic(from: start, by: 2)) { context in
                    Face(seconds: Int(context.date.timeIntervalSince(start)))
                    Caption(text: "lap")
                }
            }
            Button("stop") { running = false }
        }
    }
}

struct Wall: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            let _ = print("wall at minute", Int(context.date.timeIntervalSince1970) % 3600 / 60)
            Text(context.date, style: .time)
        }
    }
}

struct Alarms: View {
    let base = Date.now
    var body: some View {
        TimelineView(.explicit([base, base.addingTimeInterval(1), base.addingTimeInterval(3)])) { context in
            let _ = print("alarm", context.date.timeIntervalSince(base))
            Text("alarm")
        }
    }
}

:mount Stopwatch()
:tap "lap 0"
:advance 5s
:tap "stop"
:advance 4s
:mount Wall()
:advance 125s
:mount Alarms()
:advance 10s

// expect: face 0
// expect: caption lap 0
// expect: caption lap 1
// expect: face 2
// expect: face 4
// expect: wall at minute 41
// expect: wall at minute 42
// expect: wall at minute 43
// expect: alarm 0.0
// expect: alarm 1.0
// expect: alarm 3.0
