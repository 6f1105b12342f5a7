// identity-and-lifetime style: a .task that lives as long as its view: hiding the ticker removes the view from its if, which cancels the task (its sleep throws and the catch reads the last @State value); showing it again starts a new view at 0 with a new task (rules §1.1, §1.4, §11.3)
import SwiftUI

struct LiveTicker: View {
    let symbol: String
    @State private var ticks = 0

    var body: some View {
        let _ = print("LiveTicker body: \(symbol) \(ticks)")
        Text("\(symbol) \(ticks)")
            .task {
                print("\(symbol) stream started")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        ticks += 1
                    }
                } catch {
                    print("\(symbol) stream cancelled at \(ticks)")
                }
            }
    }
}

struct MarketScreen: View {
    @State private var showTicker = true

    var body: some View {
        let _ = print("MarketScreen body: \(showTicker)")
        VStack {
            Button(showTicker ? "Hide ticker" : "Show ticker") { showTicker.toggle() }
            if showTicker {
                LiveTicker(symbol: "AAPL")
            }
        }
    }
}

:mount MarketScreen()
// expect: MarketScreen body: true
// expect: LiveTicker body: AAPL 0
// expect: AAPL stream started
:advance 2s
// expect: LiveTicker body: AAPL 1
// expect: LiveTicker body: AAPL 2
:tap "Hide ticker"
// expect: MarketScreen body: false
// expect: AAPL stream cancelled at 2
:advance 2s
:tap "Show ticker"
// expect: MarketScreen body: true
// expect: LiveTicker body: AAPL 0
// expect: AAPL stream started
:advance 1s
// expect: LiveTicker body: AAPL 1
