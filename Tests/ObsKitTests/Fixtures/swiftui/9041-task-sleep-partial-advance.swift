// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:) (a sleeping task resumes only when its whole duration has passed; each write then updates the view)
// What SwiftUI does: "Suspends the current task for the given duration." Half the duration resumes nothing; each
// decrement of the @State after a sleep runs the body (https://developer.apple.com/documentation/swiftui/state).
// The task's last write and its final print happen before the body that shows 0.
import SwiftUI

struct Countdown: View {
    @State private var remaining = 3

    var body: some View {
        let _ = print("body: \(remaining)")
        Text("\(remaining)")
            .task {
                while remaining > 0 {
                    try? await Task.sleep(for: .seconds(1))
                    remaining -= 1
                }
                print("liftoff")
            }
    }
}

:mount Countdown()
// expect: body: 3
:advance 500ms
print("half a second")
// expect: half a second
:advance 500ms
// expect: body: 2
:advance 2s
// expect: body: 1
// expect: liftoff
// expect: body: 0
