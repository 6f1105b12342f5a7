// Follows Apple's page "NavigationPath" (developer.apple.com/documentation/swiftui/navigationpath): a type-erased path
// holding values of different types, each with its own navigationDestination(for:); here an order (Int) and then
// its customer (String), with count and removeLast(_:) to pop to the root.
// - Each value pushes the destination declared for its type (Apple's page; rules §15.12). `count` is the number of
//   pushed values; removeLast(count) empties the path, which pops to the root (Apple's page).
// - Push order: the pushed body, then the covered view's onDisappear, then the pushed view's onAppear; only the
//   top of the stack is on screen, so popping two levels at once makes the top disappear and the root appear, and
//   the order screen, already hidden, gets no second onDisappear (rules §14.3, §11.1).
// - The root's body only makes $path, and the customer screen reads the path only in actions, so neither body runs
//   on a path change (rules §3.5, §9.3). Actions read the live path (rules §3.4).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct OrderView: View {
    let number: Int

    var body: some View {
        let _ = print("OrderView body, #\(number)")
        VStack {
            Text("Order #\(number)")
            NavigationLink("Customer: Avery", value: "Avery")
        }
        .onAppear { print("order \(number) appeared") }
        .onDisappear { print("order \(number) disappeared") }
    }
}

struct CustomerView: View {
    let name: String
    @Binding var path: NavigationPath

    var body: some View {
        let _ = print("CustomerView body, \(name)")
        VStack {
            Text(name)
            Button("Depth") { print("depth \(path.count)") }
            Button("Start Over") { path.removeLast(path.count) }
        }
        .onAppear { print("customer \(name) appeared") }
        .onDisappear { print("customer \(name) disappeared") }
    }
}

struct OrdersRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        let _ = print("OrdersRoot body")
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Order 42", value: 42)
                Button("Depth") { print("depth \(path.count)") }
            }
            .navigationTitle("Orders")
            .onAppear { print("orders appeared") }
            .onDisappear { print("orders disappeared") }
            .navigationDestination(for: Int.self) { number in
                OrderView(number: number)
            }
            .navigationDestination(for: String.self) { name in
                CustomerView(name: name, path: $path)
            }
        }
    }
}

:mount OrdersRoot()
// expect: OrdersRoot body
// expect: orders appeared
:tap "Depth"
// expect: depth 0
:tap "Order 42"
// expect: OrderView body, #42
// expect: order 42 appeared
// expect: orders disappeared
:tap "Customer: Avery"
// expect: CustomerView body, Avery
// expect: customer Avery appeared
// expect: order 42 disappeared
:tap "Depth"
// expect: depth 2
:tap "Start Over"
// expect: orders appeared
// expect: customer Avery disappeared
:tap "Depth"
// expect: depth 0
