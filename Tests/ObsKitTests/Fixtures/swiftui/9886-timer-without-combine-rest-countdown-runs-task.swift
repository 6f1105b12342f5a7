// Swift with Majid style: a timer without Combine: a rest countdown runs in .task with Task.sleep on the virtual clock; removing the view cancels the task (its catch runs in that turn), showing it again starts a fresh node and a fresh task (rules §11.3, §1.4, §10.1, §3.2)
import SwiftUI

struct CountdownBadge: View {
    let start: Int
    @State private var remaining: Int

    init(start: Int) {
        self.start = start
        _remaining = State(initialValue: start)
    }

    var body: some View {
        let _ = print("CountdownBadge body: \(remaining)")
        Text("\(remaining)s left")
            .task {
                print("countdown task started")
                while remaining > 0 {
                    do {
                        try await Task.sleep(for: .seconds(1))
                    } catch {
                        print("countdown task cancelled at \(remaining)")
                        return
                    }
                    remaining -= 1
                }
                print("countdown finished")
            }
    }
}

struct WorkoutScreen: View {
    @State private var isResting = false

    var body: some View {
        let _ = print("WorkoutScreen body: resting=\(isResting)")
        VStack {
            Button(isResting ? "Skip rest" : "Start rest") { isResting.toggle() }
            if isResting {
                CountdownBadge(start: 3)
            }
        }
    }
}

:mount WorkoutScreen()
// expect: WorkoutScreen body: resting=false
:tap "Start rest"
// expect: WorkoutScreen body: resting=true
// expect: CountdownBadge body: 3
// expect: countdown task started
:advance 2s
// expect: CountdownBadge body: 2
// expect: CountdownBadge body: 1
:tap "Skip rest"
// expect: WorkoutScreen body: resting=false
// expect: countdown task cancelled at 1
:advance 5s
:tap "Start rest"
// expect: WorkoutScreen body: resting=true
// expect: CountdownBadge body: 3
// expect: countdown task started
:advance 3s
// expect: CountdownBadge body: 2
// expect: CountdownBadge body: 1
// expect: countdown finished
// expect: CountdownBadge body: 0
:advance 2s
