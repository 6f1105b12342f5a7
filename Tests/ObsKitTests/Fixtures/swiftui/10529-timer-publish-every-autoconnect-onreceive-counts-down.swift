// async-in-views style: Timer.publish(every:on:in:).autoconnect() with .onReceive counts down on the virtual clock; each tick is its own turn, and once at zero a tick writes nothing, so no body (rules §15.15, §3.4)
import SwiftUI
import Combine

struct LaunchCountdown: View {
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("LaunchCountdown body: \(remaining)")
        Text(remaining > 0 ? "T-\(remaining)" : "Liftoff")
            .onReceive(timer) { _ in
                guard remaining > 0 else { return }
                remaining -= 1
                if remaining == 0 { print("liftoff") }
            }
    }
}

:mount LaunchCountdown()
// expect: LaunchCountdown body: 3
:advance 2s
// expect: LaunchCountdown body: 2
// expect: LaunchCountdown body: 1
:advance 2s
// expect: liftoff
// expect: LaunchCountdown body: 0
