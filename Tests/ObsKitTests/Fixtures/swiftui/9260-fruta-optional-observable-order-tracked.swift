// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (Observation tracks optionals of observable objects: Fruta's current order)
// Fruta's Model keeps the current order as an optional (`var order: Order?`): ordering a smoothie sets it,
// and the order becomes ready a little later. Apple lists "tracking optionals and collections of objects,
// which isn't possible when using ObservableObject" among Observation's benefits. Here Model and Order are
// both @Observable, and the status view reads `model.order?.isReady` through the optional.
// - Buying sets `order`: the status view runs.
// - Two seconds later the order object itself flips `isReady`; the view read it, so it runs again, though
//   `model.order` still holds the same object.
// - The buy button's view never read the order, so it never runs again.
import SwiftUI
import Observation

@Observable
final class Order {
    let smoothieTitle: String
    var isReady = false

    init(smoothieTitle: String) { self.smoothieTitle = smoothieTitle }
}

@Observable
final class Model {
    var order: Order?

    func orderSmoothie(titled title: String) {
        let newOrder = Order(smoothieTitle: title)
        order = newOrder
        Task {
            try? await Task.sleep(for: .seconds(2))
            newOrder.isReady = true
        }
    }
}

struct OrderStatusView: View {
    @Environment(Model.self) private var model

    var body: some View {
        let status: String = {
            guard let order = model.order else { return "no order" }
            return "\(order.smoothieTitle) \(order.isReady ? "ready" : "preparing")"
        }()
        let _ = print("status: \(status)")
        Text(status)
    }
}

struct BuyButton: View {
    @Environment(Model.self) private var model

    var body: some View {
        let _ = print("buy button body")
        Button("Buy Berry Blue") {
            model.orderSmoothie(titled: "Berry Blue")
        }
    }
}

struct FrutaApp: View {
    @State private var model = Model()

    var body: some View {
        VStack {
            OrderStatusView()
            BuyButton()
        }
        .environment(model)
    }
}

:mount FrutaApp()
// expect: status: no order
// expect: buy button body
:tap "Buy Berry Blue"
// expect: status: Berry Blue preparing
:advance 2s
// expect: status: Berry Blue ready
