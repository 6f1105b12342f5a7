// Swift with Majid style (a .task loop in a sheet): the task starts after the sheet appears and is cancelled when it is dismissed; try? swallows the CancellationError, so the loop body runs once more before it checks (rules §11.1, §11.3, §13.1)
import SwiftUI

struct TimerSheet: View {
    @State private var seconds = 0

    var body: some View {
        let _ = print("TimerSheet body \(seconds)")
        Text("Elapsed \(seconds)")
            .task {
                var n = 0
                print("task started")
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    n += 1
                    seconds = n
                    print("tick \(n)")
                }
                print("task finished after \(n)")
            }
            .onDisappear { print("sheet disappeared") }
    }
}

struct ContentView: View {
    @State private var showTimer = false

    var body: some View {
        Button("Show Timer") { showTimer = true }
            .sheet(isPresented: $showTimer) {
                TimerSheet()
            }
    }
}
:mount ContentView()
:tap "Show Timer"
// expect: TimerSheet body 0
// expect: task started
:advance 2s
// expect: tick 1
// expect: TimerSheet body 1
// expect: tick 2
// expect: TimerSheet body 2
:dismiss
// expect: sheet disappeared
// expect: tick 3
// expect: task finished after 3
:advance 3s
