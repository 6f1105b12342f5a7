// Egg timer: a countdown driven by `Timer.publish(every:on:in:).autoconnect()` and `onReceive`, as Apple's
// documentation of onReceive and Timer's publisher pairs them; own code.
// What SwiftUI does: the timer sends on the run loop once a second, each tick a turn of its own (rules §15.15); the
// action writes @State the body read, so each tick runs the body once, after the action (rules §3.4, §10.1). When
// the count is already zero the action returns without a write, and no body runs. Restart writes the count again.
// The publisher is a stored `let` of the root view, made once because the root is never made again (rules §2.6).
// Sources: rules §2.6, §3.4, §10.1, §15.15; Apple https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
// and https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
import SwiftUI

struct EggTimerView: View {
    @State private var secondsLeft = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("EggTimerView body: \(secondsLeft)")
        VStack(spacing: 12) {
            Text(secondsLeft > 0 ? "\(secondsLeft) s" : "Ready!")
                .font(.largeTitle)
            Button("Restart") { secondsLeft = 3 }
        }
        .onReceive(timer) { _ in
            guard secondsLeft > 0 else { return }
            secondsLeft -= 1
            if secondsLeft == 0 {
                print("egg is ready")
            }
        }
    }
}

:mount EggTimerView()
// expect: EggTimerView body: 3
:advance 4s
// expect: EggTimerView body: 2
// expect: EggTimerView body: 1
// expect: egg is ready
// expect: EggTimerView body: 0
:tap "Restart"
// expect: EggTimerView body: 3
:advance 1s
// expect: EggTimerView body: 2
