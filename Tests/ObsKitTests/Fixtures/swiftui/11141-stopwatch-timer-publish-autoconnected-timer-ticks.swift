// Hacking with Swift style (stopwatch with Timer.publish): an autoconnected timer ticks from mount, onReceive counts only while running; state writes re-run the body once per tick (rules §3.4, §3.5, §10.1, §15.15)
import SwiftUI
import Combine

struct ContentView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var elapsed = 0
    @State private var isRunning = false

    var body: some View {
        let _ = print("body elapsed=\(elapsed)")
        VStack {
            Text("\(elapsed)s")
            Button(isRunning ? "Stop" : "Start") {
                isRunning.toggle()
                print("running: \(isRunning)")
            }
            Button("Reset") { elapsed = 0 }
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            elapsed += 1
            print("tick \(elapsed)")
        }
    }
}
:mount ContentView()
// expect: body elapsed=0
:advance 2s
:tap "Start"
// expect: running: true
// expect: body elapsed=0
:advance 3s
// expect: tick 1
// expect: body elapsed=1
// expect: tick 2
// expect: body elapsed=2
// expect: tick 3
// expect: body elapsed=3
:tap "Stop"
// expect: running: false
// expect: body elapsed=3
:advance 2s
:tap "Reset"
// expect: body elapsed=0
