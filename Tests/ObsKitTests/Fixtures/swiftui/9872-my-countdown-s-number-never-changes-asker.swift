// Stack Overflow style: "my countdown's number never changes" (the asker's version; the Timer is replaced by a Tick button so the run needs no clock)
// PITFALL (on purpose): Countdown is a plain class in @State: `tick()` changes a property of the same instance, which is no change to the State, so nothing re-runs; the screen catches up only when the lap count, which the body reads, changes (rules §3.7, §3.5)
import SwiftUI

final class Countdown {
    var remaining = 10

    func tick() {
        if remaining > 0 { remaining -= 1 }
    }
}

struct CountdownView: View {
    @State private var countdown = Countdown()
    @State private var laps = 0

    var body: some View {
        let _ = print("CountdownView body: \(countdown.remaining) left, \(laps) laps")
        VStack {
            Text("\(countdown.remaining)")
            Text("Laps \(laps)")
            Button("Tick") { countdown.tick() }
            Button("Lap") { laps += 1 }
        }
    }
}

:mount CountdownView()
// expect: CountdownView body: 10 left, 0 laps
:tap "Tick"
:tap "Tick"
:tap "Lap"
// expect: CountdownView body: 8 left, 1 laps
