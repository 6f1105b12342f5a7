// A bakery app whose root owns a Cart (@StateObject) shared with two tabs by .environmentObject; the root shows the count as the Cart tab's badge; items are added in one tab, swiped away and checked out in the other; expected output by the SwiftUI rules (rules §4 @StateObject observes objectWillChange, §6 @Published, §14 @EnvironmentObject and TabView; §11 onAppear when a tab is shown; Apple: badge(_:), environmentObject(_:))
import SwiftUI

struct BakeryItem: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
}

final class Cart: ObservableObject {
    @Published var items: [BakeryItem] = []

    var total: Double { items.reduce(0) { $0 + $1.price } }

    func add(_ name: String, price: Double) {
        items.append(BakeryItem(name: name, price: price))
    }
}

struct ShopTab: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        VStack {
            Button("Add Croissant") { cart.add("Croissant", price: 3.25) }
            Button("Add Baguette") { cart.add("Baguette", price: 3.5) }
        }
    }
}

struct CartTab: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        List {
            ForEach(cart.items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text(String(format: "$%.2f", item.price))
                }
            }
            .onDelete { offsets in
                cart.items.remove(atOffsets: offsets)
            }
            Button("Checkout") {
                print("checked out \(cart.items.count) item(s) for \(String(format: "$%.2f", cart.total))")
                cart.items.removeAll()
            }
        }
        .onAppear {
            print("cart tab shown with \(cart.items.count) items")
        }
    }
}

struct BakeryRoot: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("bakery body: \(cart.items.count) in cart")
        TabView {
            ShopTab()
                .tabItem { Label("Shop", systemImage: "basket") }
            CartTab()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.items.count)
        }
        .environmentObject(cart)
    }
}

:mount BakeryRoot()
:tap "Add Croissant"
:tap "Add Baguette"
:tab "Cart"
:delete "Croissant"
:tap "Checkout"

// expect: bakery body: 0 in cart
// expect: bakery body: 1 in cart
// expect: bakery body: 2 in cart
// expect: cart tab shown with 2 items
// expect: bakery body: 1 in cart
// expect: checked out 1 item(s) for $3.50
// expect: bakery body: 0 in cart
