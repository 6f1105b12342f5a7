// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable property read only in a button's action is not a dependency of the body: changing it re-renders nothing)
// Managing model data in your app: "A view forms a dependency on an observable data model object when its body
// property reads a property of the object. SwiftUI then updates the view when any of these tracked properties
// change." Reads in an action closure happen later, outside the body, so they form no dependency.
// - Mount: the body reads only `itemCount`.
// - "Try coupon" twice: `attempts` changes (read in the action only): the action prints, no body runs.
// - "Add item": `itemCount` changes: the body runs.
import SwiftUI

@Observable
final class Checkout {
    var itemCount = 2
    var couponCode = "SPRING"
    var attempts = 0
}

struct CheckoutView: View {
    @State private var checkout = Checkout()

    var body: some View {
        let _ = print("checkout body: \(checkout.itemCount) items")
        VStack {
            Text("\(checkout.itemCount) items in the bag")
            Button("Add item") { checkout.itemCount += 1 }
            Button("Try coupon") {
                checkout.attempts += 1
                print("attempt \(checkout.attempts) with \(checkout.couponCode)")
            }
        }
    }
}

:mount CheckoutView()
// expect: checkout body: 2 items
:tap "Try coupon"
// expect: attempt 1 with SPRING
:tap "Try coupon"
// expect: attempt 2 with SPRING
:tap "Add item"
// expect: checkout body: 3 items
