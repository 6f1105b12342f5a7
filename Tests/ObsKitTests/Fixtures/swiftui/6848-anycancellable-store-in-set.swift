// Follows Combine's `AnyCancellable` page (https://developer.apple.com/documentation/combine/anycancellable): "An
// AnyCancellable instance automatically calls cancel() when deinitialized", with `store(in:)` keeping it in a set.
// Own code: a price ticker model that subscribes to a two-second timer in its init and keeps the subscription in a
// Set<AnyCancellable>; the ticker view is shown or hidden by its parent.
// - The @StateObject's model is made right before the child's first body (rules §4.2) and released when the child's
//   node dies (rules §1.4); the timer's sink holds it only weakly, so its deinit runs then, after the parent's body
//   that removed the child. Its set goes with it, and the timer's subscription is cancelled: no more ticks.
// - `autoconnect()` starts the timer at subscription (Apple `connectablepublisher/autoconnect()`): first tick two
//   seconds after the init, each tick a turn of its own (rules §15.15). Each tick's @Published write runs the
//   child's body (rules §4.4, §10.1); the parent does not observe the model.
// - Showing the ticker again makes a new node, so a new model whose price starts over (rules §1.1, §4.3).
import SwiftUI
import Combine

@MainActor
final class PriceTicker: ObservableObject {
    @Published private(set) var price = 100
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("PriceTicker init")
        Timer.publish(every: 2, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self else { return }
                price += 5
                print("price \(price)")
            }
            .store(in: &cancellables)
    }

    deinit {
        print("PriceTicker deinit")
    }
}

struct TickerView: View {
    @StateObject private var ticker = PriceTicker()

    var body: some View {
        let _ = print("TickerView body, \(ticker.price)")
        Text("ACME \(ticker.price)")
    }
}

struct Dashboard: View {
    @State private var showTicker = true

    var body: some View {
        let _ = print("Dashboard body, ticker \(showTicker ? "shown" : "hidden")")
        VStack {
            if showTicker {
                TickerView()
            }
            Button(showTicker ? "Hide ticker" : "Show ticker") {
                showTicker.toggle()
            }
        }
    }
}

:mount Dashboard()
// expect: Dashboard body, ticker shown
// expect: PriceTicker init
// expect: TickerView body, 100
:advance 4s
// expect: price 105
// expect: TickerView body, 105
// expect: price 110
// expect: TickerView body, 110
:tap "Hide ticker"
// expect: Dashboard body, ticker hidden
// expect: PriceTicker deinit
:advance 4s
:tap "Show ticker"
// expect: Dashboard body, ticker shown
// expect: PriceTicker init
// expect: TickerView body, 100
:advance 2s
// expect: price 105
// expect: TickerView body, 105
