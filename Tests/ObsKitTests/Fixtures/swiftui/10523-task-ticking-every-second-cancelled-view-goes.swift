// async-in-views style: a .task ticking every second is cancelled when its view goes away: onDisappear runs, then the sleeping task wakes with CancellationError (rules §1.4, §11.3)
import SwiftUI

struct TickerView: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("TickerView body: \(ticks)")
        Text("Ticks: \(ticks)")
            .onDisappear { print("TickerView disappeared") }
            .task {
                var seen = 0
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        seen += 1
                        ticks = seen
                    }
                } catch {
                    print("ticker cancelled after \(seen) ticks")
                }
            }
    }
}

struct TickerHost: View {
    @State private var showTicker = true

    var body: some View {
        let _ = print("TickerHost body: showTicker=\(showTicker)")
        VStack {
            Button(showTicker ? "Hide" : "Show") { showTicker.toggle() }
            if showTicker {
                TickerView()
            }
        }
    }
}

:mount TickerHost()
// expect: TickerHost body: showTicker=true
// expect: TickerView body: 0
:advance 2s
// expect: TickerView body: 1
// expect: TickerView body: 2
:tap "Hide"
// expect: TickerHost body: showTicker=false
// expect: TickerView disappeared
// expect: ticker cancelled after 2 ticks
:advance 3s
:tap "Show"
// expect: TickerHost body: showTicker=true
// expect: TickerView body: 0
:advance 1s
// expect: TickerView body: 1
