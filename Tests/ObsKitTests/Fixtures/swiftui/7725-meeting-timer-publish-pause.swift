// Apple sample style (Scrumdinger): a meeting countdown driven by `Timer.publish(every:on:in:).autoconnect()` with onReceive, a Pause/Resume button and a speaker hand-off, all in the view's own @State.
// SwiftUI: the autoconnected timer sends every second on the run loop, here on the virtual clock, each tick an update of its own (rules §15.15, §10.1); a tick that writes
// nothing (while paused, or after the end) runs no body (rules §3.4); writes of one tick coalesce into one body run (rules §10.1), and a print in the action comes before it (rules §0.3).
import SwiftUI

struct MeetingCountdownView: View {
    let speakers = ["Ana", "Ben"]
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var secondsRemaining = 4
    @State private var speakerIndex = 0
    @State private var isRunning = true

    var body: some View {
        let _ = print("countdown: \(secondsRemaining)s, \(speakers[speakerIndex]), \(isRunning ? "running" : "paused")")
        VStack {
            Text("\(speakers[speakerIndex]) is speaking")
            Text("\(secondsRemaining) seconds remaining")
            Button(isRunning ? "Pause" : "Resume") {
                isRunning.toggle()
            }
        }
        .onReceive(timer) { _ in
            guard isRunning, secondsRemaining > 0 else { return }
            secondsRemaining -= 1
            if secondsRemaining == 2 {
                speakerIndex = 1
            }
            if secondsRemaining == 0 {
                print("time's up")
            }
        }
    }
}

:mount MeetingCountdownView()
// expect: countdown: 4s, Ana, running
:advance 1s
// expect: countdown: 3s, Ana, running
:tap "Pause"
// expect: countdown: 3s, Ana, paused
:advance 2s
:tap "Resume"
// expect: countdown: 3s, Ana, running
:advance 3s
// expect: countdown: 2s, Ben, running
// expect: countdown: 1s, Ben, running
// expect: time's up
// expect: countdown: 0s, Ben, running
:advance 2s
print("meeting over")
// expect: meeting over
