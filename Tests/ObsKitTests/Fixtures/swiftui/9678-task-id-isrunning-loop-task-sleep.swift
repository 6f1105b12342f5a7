// Hacking with Swift style stopwatch: a .task(id: isRunning) loop with Task.sleep drives the elapsed seconds; Start restarts the task, Stop cancels it, Reset clears; the virtual clock is moved with :advance
import SwiftUI

struct StopwatchView: View {
    @State private var elapsed = 0
    @State private var isRunning = false

    var body: some View {
        let _ = print("StopwatchView body: \(elapsed)s running=\(isRunning)")
        VStack {
            Text("\(elapsed)s")
            Button(isRunning ? "Stop" : "Start") {
                isRunning.toggle()
            }
            Button("Reset") {
                elapsed = 0
            }
        }
        .task(id: isRunning) {
            guard isRunning else { return }
            print("task started")
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled { break }
                elapsed += 1
            }
            print("task stopped at \(elapsed)")
        }
    }
}

:mount StopwatchView()
// expect: StopwatchView body: 0s running=false
:tap "Start"
// expect: StopwatchView body: 0s running=true
// expect: task started
:advance 3s
// expect: StopwatchView body: 1s running=true
// expect: StopwatchView body: 2s running=true
// expect: StopwatchView body: 3s running=true
:tap "Stop"
// expect: StopwatchView body: 3s running=false
// expect: task stopped at 3
:advance 2s
:tap "Reset"
// expect: StopwatchView body: 0s running=false
:tap "Start"
// expect: StopwatchView body: 0s running=true
// expect: task started
:advance 1s
// expect: StopwatchView body: 1s running=true
:unmount
// expect: task stopped at 1
