// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (a removed view: its onDisappear runs, then its cancelled task wakes and sees the cancellation)
// onDisappear(perform:): the action runs "after this view disappears". task(priority:_:): SwiftUI cancels the task
// "at some point after the view disappears"; the task's Task.sleep then throws CancellationError. So the removal
// shows the disappearance first, and the task's catch after it. A view that stays keeps its task running.
// - Mount: the timer view appears, its task starts waiting.
// - "Stop": the view is removed: "timer disappears", then "timer task cancelled".
// - 10 s later nothing else happens (the task will not finish).
import SwiftUI

struct CountdownTimer: View {
    var body: some View {
        Text("10 s left")
            .onAppear { print("timer appears") }
            .onDisappear { print("timer disappears") }
            .task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    print("timer finished")
                } catch is CancellationError {
                    print("timer task cancelled")
                } catch {
                    print("other error")
                }
            }
    }
}

struct KitchenTimer: View {
    @State private var running = true

    var body: some View {
        VStack {
            if running {
                CountdownTimer()
            }
            Button("Stop") { running = false }
        }
    }
}

:mount KitchenTimer()
// expect: timer appears
:tap "Stop"
// expect: timer disappears
// expect: timer task cancelled
:advance 10s
