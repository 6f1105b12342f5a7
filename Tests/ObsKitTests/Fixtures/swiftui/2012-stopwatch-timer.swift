// Issue 13 (A), a stopwatch with `Timer.publish(every:on:in:).autoconnect()` stored in the view and
// `.onReceive`, Start/Stop and Reset buttons, and monospaced digits.
// Expected: one tick per second of `:advance` while running; each tick is its own turn (2243).
import SwiftUI

struct StopwatchView: View {
    @State private var elapsed = 0
    @State private var isRunning = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 20) {
            Text(String(format: "%02d:%02d", elapsed / 60, elapsed % 60))
                .font(.largeTitle)
                .monospacedDigit()
            HStack {
                Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
                Button("Reset") { elapsed = 0 }
                    .disabled(isRunning)
            }
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            elapsed += 1
            print("tick", elapsed)
        }
    }
}

:mount StopwatchView()
:advance 1s
:tap "Start"
:advance 3s
:tap "Stop"
:advance 2s
:tap "Reset"
:tap "Start"
:advance 1s

// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: tick 1
