// Egg timer: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` stored in the view and read with
// `.onReceive`, as the classic countdown tutorials write it, own code.
// What SwiftUI does: the timer publishes on the main run loop every second (rules §15.15, Foundation's
// `Timer.publish`); each tick runs the action, whose write re-runs the body that reads `remaining` (rules §3.4,
// §10.1). On the virtual clock each tick is a turn of its own (rules §15.15, ObsREPL's choice), so advancing five
// seconds gives one update per tick that wrote something; once the count is 0 the action writes nothing and no body
// runs. A reset writes the state again and the countdown goes on with the next tick.
// Sources: rules §3.4, §10.1, §15.15; https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
// https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
import SwiftUI

struct EggTimerView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var remaining = 3

    var body: some View {
        let _ = print("EggTimerView body: \(remaining)s left")
        VStack {
            Text(remaining > 0 ? "\(remaining)" : "Done!")
                .font(.largeTitle)
            Button("Reset") {
                remaining = 3
            }
        }
        .onReceive(timer) { _ in
            if remaining > 0 {
                remaining -= 1
                if remaining == 0 {
                    print("ding!")
                }
            }
        }
    }
}

:mount EggTimerView()
// expect: EggTimerView body: 3s left
:advance 5s
// expect: EggTimerView body: 2s left
// expect: EggTimerView body: 1s left
// expect: ding!
// expect: EggTimerView body: 0s left
:tap "Reset"
// expect: EggTimerView body: 3s left
:advance 1s
// expect: EggTimerView body: 2s left
