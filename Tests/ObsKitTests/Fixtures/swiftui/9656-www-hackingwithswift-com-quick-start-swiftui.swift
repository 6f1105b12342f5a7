// Hacking with Swift, "How to run an asynchronous task when a view is shown", https://www.hackingwithswift.com/quick-start/swiftui/how-to-run-an-asynchronous-task-when-a-view-is-shown — a .task loop in a view shown by an if: hiding the view cancels the loop, showing it again starts a fresh one
// The task starts after the view appears and is cancelled when it disappears (rules §11.3, §1.4); the view in
// an `if` is destroyed and made again, so its loop count starts over (§1.1). The cancelled loop wakes from its
// sleep after the disappear callback and stops.
import SwiftUI

struct Ticker: View {
    var body: some View {
        Text("Ticking")
            .onAppear { print("Ticker appear") }
            .onDisappear { print("Ticker disappear") }
            .task {
                var ticks = 0
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if Task.isCancelled { break }
                    ticks += 1
                    print("tick \(ticks)")
                }
                print("ticker stopped after \(ticks)")
            }
    }
}

struct TickerHost: View {
    @State private var showTicker = true

    var body: some View {
        VStack {
            Button(showTicker ? "Hide" : "Show") { showTicker.toggle() }
            if showTicker {
                Ticker()
            }
        }
    }
}

:mount TickerHost()
// expect: Ticker appear
:advance 2s
// expect: tick 1
// expect: tick 2
:tap "Hide"
// expect: Ticker disappear
// expect: ticker stopped after 2
:advance 3s
:tap "Show"
// expect: Ticker appear
:advance 1s
// expect: tick 1
