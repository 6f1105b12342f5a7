// Style: Hacking with Swift style tutorial (a countdown). `Timer.publish(every:on:in:).autoconnect()` sends on the main run loop at each interval,
// and `onReceive` runs its action with each value (rules §15.15; Apple `timer/publish(every:tolerance:on:in:options:)`,
// `view/onreceive(_:perform:)`). Each tick is its own update on the virtual clock (rules §15.15, ObsREPL's choice), so three ticks give three
// bodies; at zero the action writes nothing and no body runs (rules §3.4).
import SwiftUI

struct CountdownView: View {
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("Countdown body: \(remaining)")
        Text(remaining > 0 ? "\(remaining)" : "Liftoff!")
            .onReceive(timer) { _ in
                if remaining > 0 {
                    remaining -= 1
                } else {
                    print("timer still ticking")
                }
            }
    }
}

:mount CountdownView()
// expect: Countdown body: 3
:advance 3s
// expect: Countdown body: 2
// expect: Countdown body: 1
// expect: Countdown body: 0
:advance 1s
// expect: timer still ticking
