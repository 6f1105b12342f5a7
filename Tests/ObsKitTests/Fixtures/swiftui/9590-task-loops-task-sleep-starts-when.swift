// SwiftUI from Use Your Loaf (Keith Harrison): https://useyourloaf.com/blog/swiftui-task-modifier/ (a .task that loops with Task.sleep starts when the pushed view appears and is cancelled automatically when it disappears)
// Keith Harrison's post on the task modifier: `.task { }` replaces starting work in onAppear and
// cancelling it in onDisappear, since SwiftUI cancels the task when the view disappears (Apple's page:
// it "will automatically cancel the task at some point after the view disappears before the action
// completes"). A long-running task (a loop that sleeps and updates state) stops when you navigate away:
// - Pushing TickerView starts its task after the view appears; the task updates the view's state each
//   second.
// - Going back cancels the task: its sleep throws CancellationError, and no more ticks happen.
// - Pushing again makes a new view with fresh state and a new task.
import SwiftUI

struct TickerView: View {
    @State private var ticks = 0

    var body: some View {
        Text("Ticks: \(ticks)")
            .onAppear {
                print("ticker appeared")
            }
            .task {
                print("task started")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        ticks += 1
                        print("tick \(ticks)")
                    }
                } catch {
                    print("task cancelled after \(ticks) ticks")
                }
            }
    }
}

struct TickerHome: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Start ticker") {
                TickerView()
            }
        }
    }
}

:mount TickerHome()
:tap "Start ticker"
// expect: ticker appeared
// expect: task started
:advance 2s
// expect: tick 1
// expect: tick 2
:back
// expect: task cancelled after 2 ticks
:advance 3s
:tap "Start ticker"
// expect: ticker appeared
// expect: task started
:advance 1s
// expect: tick 1
