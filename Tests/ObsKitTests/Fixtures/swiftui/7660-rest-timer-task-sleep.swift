// Beginner tutorial style: a rest timer that counts down with `.task(id:)` and `Task.sleep`, restarted by a button.
// What SwiftUI does: `.task(id:)` starts when the view appears and is cancelled and started again when its id changes
// (rules §11.3, Apple `view/task(id:priority:_:)`); `Task.sleep` waits on the virtual clock that `:advance` moves, and
// each wake is a turn whose write runs the body once (rules §10.1, §15.15). When it is cancelled, the sleep ends early
// and the `Task.isCancelled` check ends the loop. The body reads `session` (the modifier's id is evaluated in it), so the tap runs the body once
// before the new task sets `secondsLeft`, and once after (rules §3.5, §10.1: a turn runs until the graph is quiet).
import SwiftUI

struct RestTimerView: View {
    @State private var secondsLeft = 0
    @State private var session = 0

    var body: some View {
        let _ = print(secondsLeft == 0 ? "ready" : "rest \(secondsLeft)")
        VStack(spacing: 12) {
            Text(secondsLeft == 0 ? "Ready" : "\(secondsLeft)")
                .font(.largeTitle)
            Button("Rest 3 s") { session += 1 }
        }
        .task(id: session) {
            guard session > 0 else { return }
            secondsLeft = 3
            while secondsLeft > 0 {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled { return }
                secondsLeft -= 1
            }
            print("rest over")
        }
    }
}

:mount RestTimerView()
// expect: ready
:tap "Rest 3 s"
// expect: ready
// expect: rest 3
:advance 2s
// expect: rest 2
// expect: rest 1
:advance 1s
// expect: rest over
// expect: ready
:advance 5s
