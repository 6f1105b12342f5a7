// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (the path binding is state your code owns: a button outside the stack can set it to deep-link to a value, and emptying it returns the stack to its root)
import SwiftUI

struct Order: Hashable {
    let number: Int
}

struct OrdersView: View {
    @State private var path: [Order] = []

    var body: some View {
        VStack {
            Button("Deep link to order 42") { path = [Order(number: 42)] }
            Button("Reset navigation") { path = [] }
            NavigationStack(path: $path) {
                Button("Root orders list") { print("root shown, path count \(path.count)") }
                    .navigationDestination(for: Order.self) { order in
                        Button("Order \(order.number) details") { print("order \(order.number)") }
                    }
            }
        }
    }
}

:mount OrdersView()
:tap "Root orders list"
:tap "Deep link to order 42"
:tap "Order 42 details"
:tap "Reset navigation"
:tap "Root orders list"
// expect: root shown, path count 0
// expect: order 42
// expect: root shown, path count 0
