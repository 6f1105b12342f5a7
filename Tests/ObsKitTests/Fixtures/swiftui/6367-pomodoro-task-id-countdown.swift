// A focus (Pomodoro) timer as in async/await SwiftUI lessons: .task(id: isRunning) counts down with Task.sleep; pausing changes the id, which cancels the sleeping task (its sleep throws) and starts a new one; a finished session resets (Apple: View.task(id:priority:_:) "SwiftUI cancels the task if the id changes and starts a new one"; SEMANTICS §11 task; README :advance on the virtual clock)
import SwiftUI

struct FocusTimerView: View {
    @State private var remaining = 3
    @State private var isRunning = false
    @State private var sessions = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("00:0\(remaining)")
                .font(.largeTitle.monospacedDigit())
            Button(isRunning ? "Pause" : "Start") {
                isRunning.toggle()
            }
            Text("Sessions: \(sessions)")
            Button("Stats") {
                print("sessions \(sessions), remaining \(remaining), running \(isRunning)")
            }
        }
        .task(id: isRunning) {
            guard isRunning else { return }
            print("counting down from \(remaining)")
            while remaining > 0 {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    print("paused at \(remaining)")
                    return
                }
                remaining -= 1
                print("remaining \(remaining)")
            }
            sessions += 1
            remaining = 3
            isRunning = false
            print("session done")
        }
    }
}

:mount FocusTimerView()
:tap "Start"
:advance 1500ms
:tap "Pause"
:advance 2s
:tap "Start"
:advance 2200ms
:tap "Stats"

// expect: counting down from 3
// expect: remaining 2
// expect: paused at 2
// expect: counting down from 2
// expect: remaining 1
// expect: remaining 0
// expect: session done
// expect: sessions 1, remaining 3, running false
