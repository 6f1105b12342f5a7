// objc.io "Thinking in SwiftUI" style: the lifetime of a view in an `if` (removed) versus one hidden with opacity.
// An `if` without `else` is one slot, filled or empty (rules §1.1). Emptying it destroys the node: its `.task` is
// cancelled and its @State is gone; filling it again makes a new node whose state starts from the initial value and
// whose task starts again (rules §1.4, §11.3). `.opacity(0)` changes only the looks: the view stays, and so do its
// state and its running task (rules §15.9, WWDC21 "Demystify SwiftUI"). Nothing prints on cancellation.
import SwiftUI

struct LiveClock: View {
    @State private var ticks = 0

    var body: some View {
        Text("ticks: \(ticks)")
            .task {
                print("clock started at \(ticks)")
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if Task.isCancelled { break }
                    ticks += 1
                    print("tick \(ticks)")
                }
            }
    }
}

struct RemovedClockScreen: View {
    @State private var showClock = true

    var body: some View {
        VStack {
            Toggle("Show clock", isOn: $showClock)
            if showClock {
                LiveClock()
            }
        }
    }
}

struct HiddenClockScreen: View {
    @State private var showClock = true

    var body: some View {
        VStack {
            Toggle("Show clock", isOn: $showClock)
            LiveClock()
                .opacity(showClock ? 1 : 0)
        }
    }
}

:mount RemovedClockScreen()
// expect: clock started at 0
:advance 2s
// expect: tick 1
// expect: tick 2
:toggle "Show clock"
:advance 3s
:toggle "Show clock"
// expect: clock started at 0
:advance 1s
// expect: tick 1
:mount HiddenClockScreen()
// expect: clock started at 0
:advance 1s
// expect: tick 1
:toggle "Show clock"
:advance 1s
// expect: tick 2
