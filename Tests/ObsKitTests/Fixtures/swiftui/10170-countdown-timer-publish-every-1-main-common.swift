// stack-overflow style: a countdown with `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` stored in the view and read with onReceive — each tick on the virtual clock is an update of its own, the handler writes @State and the body runs once per tick; once at zero the handler ignores the ticks (rules §15.15, §3.4, §10.1)
import SwiftUI

struct CountdownView: View {
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("CountdownView body: \(remaining)")
        Text(remaining > 0 ? "\(remaining)" : "Liftoff")
            .onReceive(timer) { _ in
                if remaining > 0 {
                    remaining -= 1
                } else {
                    print("tick ignored")
                }
            }
    }
}

:mount CountdownView()
// expect: CountdownView body: 3
:advance 2s
// expect: CountdownView body: 2
// expect: CountdownView body: 1
:advance 2s
// expect: CountdownView body: 0
// expect: tick ignored
