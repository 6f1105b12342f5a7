// A workout clock counted by a .task(id: isRunning) loop of one-second sleeps; Pause cancels the loop, Resume starts a new one, and leaving the screen cancels it; expected output by the SwiftUI rules (rules §11 .task(id:) cancels and restarts when id changes, cancelled on disappear; §3 read @State re-runs the body; the task's restart follows the update that changed the id)
import SwiftUI

struct WorkoutClockView: View {
    @State private var elapsed = 0
    @State private var isRunning = true

    var body: some View {
        let _ = print("workout body: \(elapsed)s\(isRunning ? "" : " (paused)")")
        VStack {
            Text("\(elapsed) s")
                .font(.largeTitle.monospacedDigit())
            Button(isRunning ? "Pause" : "Resume") {
                isRunning.toggle()
            }
        }
        .task(id: isRunning) {
            guard isRunning else { return }
            while true {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    print("ticker stopped at \(elapsed)s")
                    return
                }
                elapsed += 1
            }
        }
    }
}

:mount WorkoutClockView()
:advance 3500ms
:tap "Pause"
:advance 2s
:tap "Resume"
:advance 1500ms
:unmount

// expect: workout body: 0s
// expect: workout body: 1s
// expect: workout body: 2s
// expect: workout body: 3s
// expect: workout body: 3s (paused)
// expect: ticker stopped at 3s
// expect: workout body: 3s
// expect: workout body: 4s
// expect: ticker stopped at 4s
