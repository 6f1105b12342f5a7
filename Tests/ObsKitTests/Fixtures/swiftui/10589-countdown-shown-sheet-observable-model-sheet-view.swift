// everyday app screens style: a countdown shown in a sheet, its @Observable model in the sheet view's @State and a .task loop with Task.sleep; a swipe-down cancels the task (its catch runs) and the model is released once the task has let go of it; a full run prints liftoff before the last body (rules §11.3, §1.4, §13.1, §10.1)
import SwiftUI

@Observable
final class Countdown {
    var remaining: Int
    init(from start: Int) {
        remaining = start
        print("Countdown init \(start)")
    }
    deinit { print("Countdown deinit at \(remaining)") }
}

struct CountdownSheet: View {
    @State private var countdown = Countdown(from: 3)

    var body: some View {
        let _ = print("CountdownSheet body: \(countdown.remaining)")
        Text("\(countdown.remaining)")
            .task {
                while countdown.remaining > 0 {
                    do {
                        try await Task.sleep(for: .seconds(1))
                    } catch {
                        print("countdown cancelled")
                        return
                    }
                    countdown.remaining -= 1
                }
                print("liftoff")
            }
    }
}

struct LaunchScreen: View {
    @State private var showing = false

    var body: some View {
        let _ = print("LaunchScreen body")
        Button("Start countdown") { showing = true }
            .sheet(isPresented: $showing) {
                CountdownSheet()
            }
    }
}

:mount LaunchScreen()
// expect: LaunchScreen body
:tap "Start countdown"
// expect: Countdown init 3
// expect: CountdownSheet body: 3
:advance 1s
// expect: CountdownSheet body: 2
:dismiss
// expect: countdown cancelled
// expect: Countdown deinit at 2
:tap "Start countdown"
// expect: Countdown init 3
// expect: CountdownSheet body: 3
:advance 3s
// expect: CountdownSheet body: 2
// expect: CountdownSheet body: 1
// expect: liftoff
// expect: CountdownSheet body: 0
:dismiss
// expect: Countdown deinit at 0
