// everyday app screens style: a timer screen with Timer.publish(...).autoconnect() and onReceive; the timer ticks from the mount every second on the virtual clock, each tick is its own update, and ticks while paused change nothing (rules §15.15, §3.4, §10.1)
import SwiftUI

struct TimerScreen: View {
    @State private var seconds = 0
    @State private var isRunning = false
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("TimerScreen body: \(seconds)s running=\(isRunning)")
        VStack {
            Text("\(seconds)s")
            Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
            Button("Reset") { seconds = 0 }
        }
        .onReceive(ticker) { _ in
            if isRunning { seconds += 1 }
        }
    }
}

:mount TimerScreen()
// expect: TimerScreen body: 0s running=false
:advance 2s
:tap "Start"
// expect: TimerScreen body: 0s running=true
:advance 3s
// expect: TimerScreen body: 1s running=true
// expect: TimerScreen body: 2s running=true
// expect: TimerScreen body: 3s running=true
:tap "Pause"
// expect: TimerScreen body: 3s running=false
:advance 1s
:tap "Reset"
// expect: TimerScreen body: 0s running=false
:tap "Reset"
