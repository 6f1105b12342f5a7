// Tutorial style (why try? with Task.sleep is a trap): a countdown's .task uses try? await Task.sleep; when the parent removes the view the task is cancelled, every later sleep throws at once, and the rest of the loop runs immediately (rules §1.1, §1.4, §11.1, §11.3, §2.6)
import SwiftUI

struct CountdownView: View {
    let start: Int
    @State private var remaining: Int

    init(start: Int) {
        self.start = start
        _remaining = State(initialValue: start)
        print("CountdownView.init(start: \(start))")
    }

    var body: some View {
        Text("\(remaining) s left")
            .task {
                print("countdown task started")
                for second in stride(from: start - 1, through: 0, by: -1) {
                    try? await Task.sleep(for: .seconds(1))
                    print("tick -> \(second)")
                    remaining = second
                }
                print("countdown finished")
            }
            .onDisappear { print("CountdownView disappeared") }
    }
}

struct TimerScreen: View {
    @State private var isRunning = false

    var body: some View {
        VStack {
            Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
            if isRunning {
                CountdownView(start: 5)
            }
        }
    }
}

:mount TimerScreen()
:tap "Start"
// expect: CountdownView.init(start: 5)
// expect: countdown task started
:advance 2s
// expect: tick -> 4
// expect: tick -> 3
:tap "Stop"
// expect: CountdownView disappeared
// expect: tick -> 2
// expect: tick -> 1
// expect: tick -> 0
// expect: countdown finished
:advance 3s
:tap "Start"
// expect: CountdownView.init(start: 5)
// expect: countdown task started
:advance 1s
// expect: tick -> 4
