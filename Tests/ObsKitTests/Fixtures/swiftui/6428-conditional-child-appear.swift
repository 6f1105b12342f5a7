// Swiftyplace / Hacking with Swift "onAppear and onDisappear" (a panel shown with if); rules §1.1, §2.6, §2.7, §10.3, §11.1: a re-render of the parent fires no appear
import SwiftUI

struct FilterPanel: View {
    init() { print("FilterPanel init") }

    var body: some View {
        let _ = print("FilterPanel body")
        Text("Filters")
            .onAppear { print("FilterPanel onAppear") }
            .onDisappear { print("FilterPanel onDisappear") }
    }
}

struct ShopView: View {
    @State private var showFilters = false
    @State private var cartCount = 0

    var body: some View {
        let _ = print("ShopView body")
        VStack {
            Button(showFilters ? "Hide filters" : "Show filters") { showFilters.toggle() }
            Button("Add to cart") { cartCount += 1 }
            Text("Cart: \(cartCount)")
            if showFilters {
                FilterPanel()
            }
        }
        .onAppear { print("ShopView onAppear") }
    }
}

:mount ShopView()
:tap "Show filters"
:tap "Add to cart"
:tap "Hide filters"

// expect: ShopView body
// expect: ShopView onAppear
// expect: ShopView body
// expect: FilterPanel init
// expect: FilterPanel body
// expect: FilterPanel onAppear
// expect: ShopView body
// expect: FilterPanel init
// expect: ShopView body
// expect: FilterPanel onDisappear
