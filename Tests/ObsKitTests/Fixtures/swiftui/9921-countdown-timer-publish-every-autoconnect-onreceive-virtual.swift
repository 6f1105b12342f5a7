// Reddit r/SwiftUI style: a countdown with Timer.publish(every:on:in:).autoconnect() and .onReceive on the virtual clock; the question's timer keeps ticking at zero, the accepted fix stops it with timer.upstream.connect().cancel() (rules §15.15, §10.1)
import SwiftUI
import Combine

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

struct FixedCountdown: View {
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("FixedCountdown body: \(remaining)")
        Text(remaining > 0 ? "\(remaining)" : "Liftoff")
            .onReceive(timer) { _ in
                remaining -= 1
                if remaining == 0 {
                    timer.upstream.connect().cancel()
                    print("timer stopped")
                }
            }
    }
}

:mount CountdownView()
// expect: CountdownView body: 3
:advance 3s
// expect: CountdownView body: 2
// expect: CountdownView body: 1
// expect: CountdownView body: 0
:advance 2s
// expect: tick ignored
// expect: tick ignored
:mount FixedCountdown()
// expect: FixedCountdown body: 3
:advance 3s
// expect: FixedCountdown body: 2
// expect: FixedCountdown body: 1
// expect: timer stopped
// expect: FixedCountdown body: 0
:advance 3s
