// Stock ticker: a Reload button that bumps a token used as the ticker's `.id`, the "reset a view with .id" trick
// tutorials use to run a `.task` again, own code.
// What SwiftUI does: a new `.id` value gives the ticker a new identity: the parent's body makes a new struct (its
// init prints), the new node's body runs with fresh `@State`, the old node disappears and the new one appears
// (disappear before appear), and the new node's task starts (rules §1.3, §11.1, §11.3). The first task had finished,
// so nothing is cancelled.
// Sources: rules §1.3, §2.6, §10.1, §11.1, §11.3; https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct StockTicker: View {
    let symbol: String
    @State private var price = "-"

    init(symbol: String) {
        self.symbol = symbol
        print("StockTicker init")
    }

    var body: some View {
        let _ = print("StockTicker body: \(symbol) \(price)")
        Text("\(symbol) \(price)")
            .onAppear { print("StockTicker appeared") }
            .onDisappear { print("StockTicker disappeared") }
            .task {
                print("ticker task: start")
                do {
                    try await Task.sleep(for: .seconds(1))
                    price = "$187.20"
                } catch {
                    print("ticker task: cancelled")
                }
            }
    }
}

struct PortfolioView: View {
    @State private var reloadID = 0

    var body: some View {
        let _ = print("PortfolioView body: reload \(reloadID)")
        VStack {
            StockTicker(symbol: "AAPL")
                .id(reloadID)
            Button("Reload") {
                reloadID += 1
            }
        }
    }
}

:mount PortfolioView()
// expect: PortfolioView body: reload 0
// expect: StockTicker init
// expect: StockTicker body: AAPL -
// expect: StockTicker appeared
// expect: ticker task: start
:advance 1s
// expect: StockTicker body: AAPL $187.20
:tap "Reload"
// expect: PortfolioView body: reload 1
// expect: StockTicker init
// expect: StockTicker body: AAPL -
// expect: StockTicker disappeared
// expect: StockTicker appeared
// expect: ticker task: start
:advance 1s
// expect: StockTicker body: AAPL $187.20
