// Stack Overflow answer style (before `sheet(item:)`): `.sheet(isPresented:)` driven by a `Binding<Bool>` over an optional
// What SwiftUI does: the sheet is up while the getter says `receipt != nil`; the content closure unwraps the order.
// Buying sets the optional, which the screen read, so it runs, then the sheet's content is built (rules §3.5, §2.8). A
// swipe sets `isPresented` to false (rules §13.1), which calls the setter; it clears the optional, and the screen runs
// again (rules §9.1, §3.4).
// Sources: rules §2.8, §3.4, §3.5, §9.1, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

struct Order: Identifiable {
    let id: Int
    let item: String
}

struct ReceiptView: View {
    let order: Order

    var body: some View {
        let _ = print("ReceiptView body: #\(order.id) \(order.item)")
        Text("Order #\(order.id): \(order.item)")
    }
}

struct OrdersScreen: View {
    @State private var receipt: Order?

    var body: some View {
        let _ = print("OrdersScreen body: receipt \(receipt.map { "#\($0.id)" } ?? "none")")
        let showsReceipt = Binding<Bool>(
            get: { receipt != nil },
            set: { isShown in
                print("showsReceipt set to \(isShown)")
                if !isShown { receipt = nil }
            }
        )
        VStack {
            Button("Buy tea") { receipt = Order(id: 7, item: "Tea") }
        }
        .sheet(isPresented: showsReceipt) {
            if let receipt {
                ReceiptView(order: receipt)
            }
        }
    }
}

:mount OrdersScreen()
// expect: OrdersScreen body: receipt none
:tap "Buy tea"
// expect: OrdersScreen body: receipt #7
// expect: ReceiptView body: #7 Tea
:dismiss
// expect: showsReceipt set to false
// expect: OrdersScreen body: receipt none
:tap "Buy tea"
// expect: OrdersScreen body: receipt #7
// expect: ReceiptView body: #7 Tea
