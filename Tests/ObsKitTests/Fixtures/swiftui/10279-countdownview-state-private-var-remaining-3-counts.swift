// Kodeco SwiftUI Apprentice style (HIITFit's countdown, rebuilt with `.task`): a CountdownView with `@State private var remaining = 3` counts down in a `.task` loop that sleeps a second on the virtual clock; each tick runs only the countdown (rules §3.4, §11.3); "Stop" removes it: its onDisappear runs, the task is cancelled, and its catch sees the state's last value (§1.4, §11.3); "Start" makes a new countdown that starts again from its initial value (§1.1, §3.2); a countdown left alone finishes
import SwiftUI

struct CountdownView: View {
    @State private var remaining = 3

    var body: some View {
        let _ = print("CountdownView body: \(remaining)")
        Text("\(remaining)")
            .font(.system(size: 90, design: .rounded))
            .task {
                do {
                    while remaining > 0 {
                        try await Task.sleep(for: .seconds(1))
                        remaining -= 1
                    }
                    print("countdown finished")
                } catch {
                    print("countdown cancelled at \(remaining)")
                }
            }
            .onDisappear { print("CountdownView disappear") }
    }
}

struct WorkoutView: View {
    @State private var running = true

    var body: some View {
        let _ = print("WorkoutView body: running \(running)")
        VStack {
            if running {
                CountdownView()
                Button("Stop") { running = false }
            } else {
                Button("Start") { running = true }
            }
        }
    }
}

:mount WorkoutView()
// expect: WorkoutView body: running true
// expect: CountdownView body: 3
:advance 1s
// expect: CountdownView body: 2
:tap "Stop"
// expect: WorkoutView body: running false
// expect: CountdownView disappear
// expect: countdown cancelled at 2
:advance 2s
:tap "Start"
// expect: WorkoutView body: running true
// expect: CountdownView body: 3
:advance 3s
// expect: CountdownView body: 2
// expect: CountdownView body: 1
// expect: countdown finished
// expect: CountdownView body: 0
