// Apple sample style (Food Truck place order): an async order submission through an actor with an isPlacing flag disabling the button, then an alert on success (rules §10.1, §15.11, §13.2)
import SwiftUI

actor OrderService {
    private var nextNumber = 100
    func place(_ items: [String]) async -> Int {
        try? await Task.sleep(for: .seconds(1))
        nextNumber += 1
        return nextNumber
    }
}

@MainActor
@Observable
final class CartModel {
    var items: [String] = ["Donut", "Coffee"]
    var isPlacing = false
    var confirmation: Int?
    private let service = OrderService()
    init() { print("CartModel init") }
    func placeOrder() async {
        isPlacing = true
        let number = await service.place(items)
        items = []
        isPlacing = false
        confirmation = number
        print("placed #\(number)")
    }
}

struct CartView: View {
    @State private var cart = CartModel()
    var body: some View {
        let _ = print("CartView body items=\(cart.items.count) placing=\(cart.isPlacing)")
        NavigationStack {
            List(cart.items, id: \.self) { Text($0) }
                .toolbar {
                    Button("Place Order") {
                        Task { await cart.placeOrder() }
                    }
                    .disabled(cart.isPlacing || cart.items.isEmpty)
                }
                .alert("Order Placed", isPresented: Binding(
                    get: { cart.confirmation != nil },
                    set: { if !$0 { cart.confirmation = nil } }
                )) {
                    Button("OK") { print("ok tapped") }
                } message: {
                    Text("Number \(cart.confirmation ?? 0)")
                }
        }
    }
}

:mount CartView()
// expect: CartModel init
// expect: CartView body items=2 placing=false
:tap "Place Order"
// expect: CartView body items=2 placing=true
:advance 1s
// expect: placed #101
// expect: CartView body items=0 placing=false
:tap "OK"
// expect: ok tapped
// expect: CartView body items=0 placing=false
