// Apple "task(priority:_:)" (starts when the view appears, cancelled when it disappears; a new input value does not restart it); rules §11.3, §2.7, §1.1
import SwiftUI

struct Ticker: View {
    let symbol: String
    let price: Int

    var body: some View {
        let _ = print("Ticker body: \(symbol) \(price)")
        Text("\(symbol) \(price)")
            .task {
                print("task start \(symbol)")
                try? await Task.sleep(for: .seconds(10))
                print(Task.isCancelled ? "task \(symbol) cancelled" : "task \(symbol) done")
            }
    }
}

struct Portfolio: View {
    @State private var price = 100
    @State private var showTicker = true

    var body: some View {
        let _ = print("Portfolio body: \(price), ticker \(showTicker)")
        VStack {
            Button("Tick") { price += 1 }
            Button("Toggle ticker") { showTicker.toggle() }
            if showTicker {
                Ticker(symbol: "AAPL", price: price)
            }
        }
    }
}

:mount Portfolio()
:tap "Tick"
:tap "Toggle ticker"
:tap "Toggle ticker"
:advance 10s

// expect: Portfolio body: 100, ticker true
// expect: Ticker body: AAPL 100
// expect: task start AAPL
// expect: Portfolio body: 101, ticker true
// expect: Ticker body: AAPL 101
// expect: Portfolio body: 101, ticker false
// expect: task AAPL cancelled
// expect: Portfolio body: 101, ticker true
// expect: Ticker body: AAPL 101
// expect: task start AAPL
// expect: task AAPL done
