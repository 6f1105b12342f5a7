// A checkout flow pushed step by step with `NavigationLink(value:)`, and "Place Order" on the last step popping to
// the root by emptying the path, the usual "pop to root" answer (own names and code).
// What SwiftUI does: the root passes `$path` to the stack but never reads it, so pushes run no root body (rules
// §3.5); each step is built when pushed (rules §14.3). Only the top is on screen: each push makes the covered step
// disappear (rules §14.3, §11.1). Emptying the path pops everything in one update: the root's body runs (it reads
// `orders`), only the step that was on screen disappears (the covered ones had disappeared already, and `onDisappear`
// answers a change from visible to not visible), then the root appears (rules §11.1, §15.12).
// Sources: rules §3.5, §10.1, §11.1, §14.3, §15.12; https://developer.apple.com/documentation/swiftui/navigationstack
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

enum CheckoutStep: Hashable {
    case cart, shipping, payment
}

struct StepScreen: View {
    let step: CheckoutStep
    let finish: () -> Void

    var body: some View {
        let _ = print("StepScreen body: \(step)")
        VStack {
            switch step {
            case .cart:
                NavigationLink("Continue to Shipping", value: CheckoutStep.shipping)
            case .shipping:
                NavigationLink("Continue to Payment", value: CheckoutStep.payment)
            case .payment:
                Button("Place Order") { finish() }
            }
        }
        .onAppear { print("\(step) appeared") }
        .onDisappear { print("\(step) disappeared") }
    }
}

struct StoreFront: View {
    @State private var path: [CheckoutStep] = []
    @State private var orders = 0

    var body: some View {
        let _ = print("StoreFront body: \(orders) orders")
        NavigationStack(path: $path) {
            VStack {
                Button("Checkout") { path.append(.cart) }
            }
            .navigationDestination(for: CheckoutStep.self) { step in
                StepScreen(step: step, finish: {
                    orders += 1
                    path.removeAll()
                })
            }
            .onAppear { print("storefront appeared") }
            .onDisappear { print("storefront disappeared") }
        }
    }
}

:mount StoreFront()
// expect: StoreFront body: 0 orders
// expect: storefront appeared
:tap "Checkout"
// expect: StepScreen body: cart
// expect: cart appeared
// expect: storefront disappeared
:tap "Continue to Shipping"
// expect: StepScreen body: shipping
// expect: shipping appeared
// expect: cart disappeared
:tap "Continue to Payment"
// expect: StepScreen body: payment
// expect: payment appeared
// expect: shipping disappeared
:tap "Place Order"
// expect: StoreFront body: 1 orders
// expect: storefront appeared
// expect: payment disappeared
