// 100 Days of SwiftUI style: an interval workout timer driven by `Timer.publish(...).autoconnect()` and `.onReceive`.
// What SwiftUI does: the timer sends on the run loop every second (Apple `timer/publish(every:tolerance:on:in:options:)`,
// rules §15.15); each tick is a turn of its own on the virtual clock, and a tick that writes @State the body read runs
// the body once (rules §10.1, §3.4). While paused the handler returns early and writes nothing: no body. The timer
// starts with the view at mount, so `:advance 4s` gives the ticks at 1, 2, 3 and 4 seconds.
import SwiftUI
import Combine

struct WorkoutTimerView: View {
    @State private var phase = "Work"
    @State private var remaining = 3
    @State private var round = 1
    @State private var isRunning = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("\(phase) \(remaining)s, round \(round)")
        VStack(spacing: 12) {
            Text(phase).font(.title)
            Text("\(remaining)").font(.system(size: 64)).monospacedDigit()
            Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            if remaining > 1 {
                remaining -= 1
            } else if phase == "Work" {
                phase = "Rest"
                remaining = 2
            } else {
                phase = "Work"
                remaining = 3
                round += 1
            }
        }
    }
}

:mount WorkoutTimerView()
// expect: Work 3s, round 1
:tap "Start"
// expect: Work 3s, round 1
:advance 4s
// expect: Work 2s, round 1
// expect: Work 1s, round 1
// expect: Rest 2s, round 1
// expect: Rest 1s, round 1
:tap "Pause"
// expect: Rest 1s, round 1
:advance 3s
:tap "Start"
// expect: Rest 1s, round 1
:advance 1s
// expect: Work 3s, round 2
