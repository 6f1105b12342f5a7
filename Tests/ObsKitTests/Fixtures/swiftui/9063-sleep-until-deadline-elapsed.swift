// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task/sleep(until:tolerance:clock:) (a resend-code timer in task(id:) sleeps until a deadline on the continuous clock; the elapsed time is the deadline's distance)
// What SwiftUI does: "Suspends the current task until the given deadline"; ContinuousClock measures the time
// (https://developer.apple.com/documentation/swift/continuousclock). Each tap changes the id, which starts a new
// timer (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)); the view enables the button
// when it ends.
import SwiftUI

struct ResendCodeView: View {
    @State private var attempt = 0
    @State private var canResend = false

    var body: some View {
        let _ = print("body: attempt \(attempt), can resend \(canResend)")
        Button("Resend code") {
            attempt += 1
            canResend = false
        }
        .disabled(!canResend)
        .task(id: attempt) {
            let clock = ContinuousClock()
            let start = clock.now
            do {
                try await Task.sleep(until: start + .seconds(30), clock: clock)
                print("waited \(clock.now - start)")
                canResend = true
            } catch {
                print("timer \(attempt) cancelled")
            }
        }
    }
}

:mount ResendCodeView()
// expect: body: attempt 0, can resend false
:advance 29s
print("29 seconds in")
// expect: 29 seconds in
:advance 1s
// expect: waited 30.0 seconds
// expect: body: attempt 0, can resend true
:tap "Resend code"
// expect: body: attempt 1, can resend false
:advance 30s
// expect: waited 30.0 seconds
// expect: body: attempt 1, can resend true
