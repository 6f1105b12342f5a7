// combine style: a countdown with `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` stored in the view and `.onReceive` decrementing @State; each tick on the virtual clock is its own update, a tick that changes nothing runs no body (rules §15.15, §3.4)
import SwiftUI
import Combine

struct CountdownView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var remaining = 3

    var body: some View {
        let _ = print("CountdownView body: \(remaining)")
        Text(remaining > 0 ? "\(remaining)" : "Liftoff")
            .onReceive(timer) { _ in
                if remaining > 0 {
                    remaining -= 1
                    print("tick -> \(remaining)")
                }
            }
    }
}

:mount CountdownView()
// expect: CountdownView body: 3
:advance 2s
// expect: tick -> 2
// expect: CountdownView body: 2
// expect: tick -> 1
// expect: CountdownView body: 1
:advance 3s
// expect: tick -> 0
// expect: CountdownView body: 0
