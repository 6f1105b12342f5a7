// Apple documentation style (an action in the environment, hand-written EnvironmentKey): children call an AddToCartAction from @Environment instead of taking a closure; outside the modifier they get the key's default; the action struct holds a capturing closure, so each parent render gives the subtree a new value and its readers re-run (rules §14.2, §2.4, §3.4)
import SwiftUI

struct AddToCartAction {
    let handler: (String) -> Void

    func callAsFunction(_ item: String) {
        handler(item)
    }
}

private struct AddToCartKey: EnvironmentKey {
    static let defaultValue = AddToCartAction { item in
        print("no cart for \(item)")
    }
}

extension EnvironmentValues {
    var addToCart: AddToCartAction {
        get { self[AddToCartKey.self] }
        set { self[AddToCartKey.self] = newValue }
    }
}

struct DonutButton: View {
    let donut: String
    @Environment(\.addToCart) private var addToCart

    var body: some View {
        let _ = print("DonutButton \(donut) body")
        Button("Add \(donut)") { addToCart(donut) }
    }
}

struct StorefrontView: View {
    @State private var cart: [String] = []

    var body: some View {
        let _ = print("StorefrontView body: \(cart.count) in cart")
        VStack {
            VStack {
                DonutButton(donut: "Glazed")
                DonutButton(donut: "Cruller")
            }
            .environment(\.addToCart, AddToCartAction { item in
                cart.append(item)
                print("added \(item)")
            })
            DonutButton(donut: "Sample")
        }
    }
}

:mount StorefrontView()
// expect: StorefrontView body: 0 in cart
// expect: DonutButton Glazed body
// expect: DonutButton Cruller body
// expect: DonutButton Sample body
:tap "Add Glazed"
// expect: added Glazed
// expect: StorefrontView body: 1 in cart
// expect: DonutButton Glazed body
// expect: DonutButton Cruller body
:tap "Add Sample"
// expect: no cart for Sample
