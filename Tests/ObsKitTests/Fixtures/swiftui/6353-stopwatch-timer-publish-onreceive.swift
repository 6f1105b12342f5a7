// Hacking with Swift "How to use a timer with SwiftUI" / stopwatch tutorials: Timer.publish(every:on:in:).autoconnect() held by the view, onReceive ticks counted only while running, Start/Stop and a Lap button disabled while stopped (Apple: View.onReceive(_:perform:), Timer.TimerPublisher; README: timers run on the virtual clock, each wake is a turn)
import SwiftUI

struct StopwatchView: View {
    @State private var elapsed = 0
    @State private var isRunning = false
    @State private var laps: [Int] = []

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 20) {
            Text("\(elapsed) s")
                .font(.system(size: 60, design: .monospaced))
            HStack {
                Button(isRunning ? "Stop" : "Start") {
                    isRunning.toggle()
                    print(isRunning ? "started at \(elapsed)" : "stopped at \(elapsed)")
                }
                .buttonStyle(.borderedProminent)
                Button("Lap") {
                    laps.append(elapsed)
                    print("laps \(laps)")
                }
                .disabled(!isRunning)
                Button("Reset") {
                    elapsed = 0
                    laps = []
                    print("reset")
                }
            }
            List(laps.indices, id: \.self) { index in
                Text("Lap \(index + 1): \(laps[index]) s")
            }
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            elapsed += 1
            print("tick \(elapsed)")
        }
    }
}

:mount StopwatchView()
:advance 1500ms
:tap "Start"
:advance 2s
:tap "Lap"
:advance 1s
:tap "Stop"
:advance 2s
:tap "Start"
:advance 1s
:tap "Reset"
:advance 1s

// expect: started at 0
// expect: tick 1
// expect: tick 2
// expect: laps [2]
// expect: tick 3
// expect: stopped at 3
// expect: started at 3
// expect: tick 4
// expect: reset
// expect: tick 1
