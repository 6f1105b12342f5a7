// A launch countdown that stops its own timer with the Stack Overflow idiom `timer.upstream.connect().cancel()`, the
// timer being `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` stored in the view.
// What SwiftUI/Combine does: the timer ticks each second once `onReceive` subscribes (Apple `Timer.publish`,
// `autoconnect()`), each tick an update of its own (rules §15.15); the action decrements a `@State`, so each tick runs
// the body once (rules §3.4, §10.1). `upstream` is the `Timer.TimerPublisher`, and cancelling the cancellable its
// `connect()` returns stops it (Apple `Timer.TimerPublisher.connect()`: "returns an instance with which to cancel
// publishing"; rules §15.15): no tick after liftoff.
// Sources: rules §3.4, §10.1, §15.15; https://developer.apple.com/documentation/foundation/timer/timerpublisher
// https://stackoverflow.com/questions/58363563/swiftui-how-to-stop-a-timer-publisher
import SwiftUI
import Combine

struct LaunchCountdown: View {
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("LaunchCountdown body: \(remaining)")
        Text(remaining > 0 ? "T-\(remaining)" : "Liftoff!")
            .onReceive(timer) { _ in
                print("tick")
                remaining -= 1
                if remaining == 0 {
                    print("stopping the timer")
                    timer.upstream.connect().cancel()
                }
            }
    }
}

:mount LaunchCountdown()
// expect: LaunchCountdown body: 3
:advance 3s
// expect: tick
// expect: LaunchCountdown body: 2
// expect: tick
// expect: LaunchCountdown body: 1
// expect: tick
// expect: stopping the timer
// expect: LaunchCountdown body: 0
:advance 3s
