// Issue 13 (B), `Timer.publish(every:on:in:).autoconnect()` with onReceive, on the virtual clock: the timer
// starts when onReceive subscribes (the view appears) and fires every second of `:advance`; each tick is
// its own run-loop turn, so a state write in the action re-runs the body once per tick. The publisher is a
// stored `let` of the root view, so it is made once.
// Source: https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:),
// https://developer.apple.com/documentation/combine/connectablepublisher/autoconnect(),
// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:). Rules §3, §10.
import SwiftUI
import Combine

struct Stopwatch: View {
    @State private var seconds = 0
    @State private var running = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("Stopwatch body,", seconds, running ? "running" : "paused")
        VStack {
            Text("\(seconds) s")
            Button(running ? "Pause" : "Resume") { running.toggle() }
        }
        .onReceive(timer) { _ in
            if running { seconds += 1 }
        }
    }
}

:mount Stopwatch()
:advance 2s
:tap "Pause"
:advance 2s
:tap "Resume"
:advance 1500ms

// expect: Stopwatch body, 0 running
// expect: Stopwatch body, 1 running
// expect: Stopwatch body, 2 running
// expect: Stopwatch body, 2 paused
// expect: Stopwatch body, 2 running
// expect: Stopwatch body, 3 running
