// Reddit r/SwiftUI style: classic pitfall (on purpose): a Timer.scheduledTimer started in onAppear and never invalidated keeps firing after its view is gone; the accepted fix invalidates it in onDisappear (rules §15.15, §11.1, §1.4)
import SwiftUI

struct LeakyTicker: View {
    @State private var timer: Timer?

    var body: some View {
        let _ = print("LeakyTicker body")
        Text("Leaky")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    print("tick leaky")
                }
            }
    }
}

struct FixedTicker: View {
    @State private var timer: Timer?

    var body: some View {
        let _ = print("FixedTicker body")
        Text("Fixed")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    print("tick fixed")
                }
            }
            .onDisappear {
                timer?.invalidate()
                timer = nil
                print("fixed stopped")
            }
    }
}

struct TickerHost: View {
    @State private var show = true

    var body: some View {
        let _ = print("TickerHost body: \(show)")
        VStack {
            Button("Hide") { show = false }
            if show {
                LeakyTicker()
                FixedTicker()
            }
        }
    }
}

:mount TickerHost()
// expect: TickerHost body: true
// expect: LeakyTicker body
// expect: FixedTicker body
:advance 1s
// expect: tick leaky
// expect: tick fixed
:tap "Hide"
// expect: TickerHost body: false
// expect: fixed stopped
:advance 2s
// expect: tick leaky
// expect: tick leaky
