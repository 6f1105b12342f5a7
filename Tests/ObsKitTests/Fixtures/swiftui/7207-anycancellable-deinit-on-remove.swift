// A quote card whose view model subscribes to a shared price ticker (`static let shared`, a `PassthroughSubject`)
// and keeps the subscription in a `Set<AnyCancellable>`; the card is shown by an `if` and can be removed.
// What SwiftUI/Combine does: removing the card destroys its node, which releases its `@StateObject` (rules §1.1,
// §1.4); the sink holds the view model weakly, so it deinits, and its `AnyCancellable`s cancel the subscription as
// they are released (Apple `AnyCancellable`: "automatically calls cancel() when deinitialized"). Later prices reach
// nobody. Showing the card again makes a new node and a new view model (rules §1.1, §4.2). The ticker writes no view
// state, so pushing a price runs only the card's body (rules §0.2).
// Sources: rules §0.2, §1.1, §1.4, §4.2; https://developer.apple.com/documentation/combine/anycancellable
import SwiftUI
import Combine

final class PriceTicker {
    static let shared = PriceTicker()
    let prices = PassthroughSubject<Double, Never>()
    private var nextPrice = 100.0

    func pushNext() {
        nextPrice += 1
        print("ticker pushes \(nextPrice)")
        prices.send(nextPrice)
    }
}

final class QuoteViewModel: ObservableObject {
    @Published private(set) var lastPrice: Double?
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("QuoteViewModel init")
        PriceTicker.shared.prices
            .sink { [weak self] price in
                print("QuoteViewModel got \(price)")
                self?.lastPrice = price
            }
            .store(in: &cancellables)
    }

    deinit { print("QuoteViewModel deinit, cancelling \(cancellables.count) subscription(s)") }
}

struct QuoteCard: View {
    @StateObject private var viewModel = QuoteViewModel()

    var body: some View {
        let _ = print("QuoteCard body: \(viewModel.lastPrice.map { "\($0)" } ?? "none")")
        Text(viewModel.lastPrice.map { "ACME \($0)" } ?? "ACME -")
    }
}

struct MarketScreen: View {
    @State private var showQuote = true

    var body: some View {
        let _ = print("MarketScreen body: showQuote \(showQuote)")
        VStack {
            if showQuote {
                QuoteCard()
            }
            Button("Push price") { PriceTicker.shared.pushNext() }
            Button(showQuote ? "Hide quote" : "Show quote") { showQuote.toggle() }
        }
    }
}

:mount MarketScreen()
// expect: MarketScreen body: showQuote true
// expect: QuoteViewModel init
// expect: QuoteCard body: none
:tap "Push price"
// expect: ticker pushes 101.0
// expect: QuoteViewModel got 101.0
// expect: QuoteCard body: 101.0
:tap "Hide quote"
// expect: MarketScreen body: showQuote false
// expect: QuoteViewModel deinit, cancelling 1 subscription(s)
:tap "Push price"
// expect: ticker pushes 102.0
:tap "Show quote"
// expect: MarketScreen body: showQuote true
// expect: QuoteViewModel init
// expect: QuoteCard body: none
:tap "Push price"
// expect: ticker pushes 103.0
// expect: QuoteViewModel got 103.0
// expect: QuoteCard body: 103.0
