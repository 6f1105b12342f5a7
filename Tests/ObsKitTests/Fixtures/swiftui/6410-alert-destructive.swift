// Apple, "alert(_:isPresented:actions:message:)" (a destructive button and a cancel button); rules §13.2, §3.5, §15.11
import SwiftUI

struct CartView: View {
    @State private var items = ["Apples", "Bread", "Coffee"]
    @State private var showingClearAlert = false

    var body: some View {
        let _ = print("CartView body: \(items.count) items")
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            Button("Clear cart") { showingClearAlert = true }
        }
        .alert("Clear your cart?", isPresented: $showingClearAlert) {
            Button("Clear", role: .destructive) {
                print("clearing \(items.count) items")
                items.removeAll()
            }
            Button("Cancel", role: .cancel) {
                print("kept the cart")
            }
        } message: {
            Text("This removes every item.")
        }
    }
}

:mount CartView()
:tap "Clear cart"
:tap "Cancel"
:tap "Clear cart"
:tap "Clear"

// expect: CartView body: 3 items
// expect: kept the cart
// expect: clearing 3 items
// expect: CartView body: 0 items
