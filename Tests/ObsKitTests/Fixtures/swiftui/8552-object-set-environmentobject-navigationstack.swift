// SwiftUI from Apple's documentation: EnvironmentObject — https://developer.apple.com/documentation/swiftui/environmentobject (an object set with environmentObject(_:) on the NavigationStack reaches the views it pushes; a change made there invalidates the views that read it)
import SwiftUI

class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct ProductView: View {
    let name: String
    @EnvironmentObject var cart: Cart
    var body: some View {
        Button("Add \(name) (cart has \(cart.items.count))") {
            cart.items.append(name)
        }
    }
}

struct Shop: View {
    @StateObject private var cart = Cart()
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Tea", value: "Tea")
                NavigationLink("Cake", value: "Cake")
                Button("Checkout") { print("checkout \(cart.items)") }
            }
            .navigationDestination(for: String.self) { ProductView(name: $0) }
        }
        .environmentObject(cart)
    }
}

:mount Shop()
:tap "Tea"
:tap "Add Tea (cart has 0)"
:tap "Add Tea (cart has 1)"
:back
:tap "Cake"
:tap "Add Cake (cart has 2)"
:back
:tap "Checkout"
// expect: checkout ["Tea", "Tea", "Cake"]
