// Swift with Majid style: .task is tied to the view's lifetime — it starts after the view appears, keeps a loop running while it is on screen, and is cancelled when an `if` removes the view; showing it again starts fresh state and a fresh task (rules §11.3, §1.4, §11.1)
import SwiftUI

struct LiveClock: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("LiveClock body: \(ticks)")
        Text("\(ticks) s")
            .task {
                print("clock task start")
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if Task.isCancelled { break }
                    ticks += 1
                }
                print("clock task end")
            }
            .onDisappear { print("clock disappear") }
    }
}

struct ClockHost: View {
    @State private var showClock = true

    var body: some View {
        VStack {
            Button("Toggle clock") { showClock.toggle() }
            if showClock {
                LiveClock()
            }
        }
    }
}

:mount ClockHost()
// expect: LiveClock body: 0
// expect: clock task start
:advance 2s
// expect: LiveClock body: 1
// expect: LiveClock body: 2
:tap "Toggle clock"
// expect: clock disappear
// expect: clock task end
:advance 2s
:tap "Toggle clock"
// expect: LiveClock body: 0
// expect: clock task start
:advance 1s
// expect: LiveClock body: 1
