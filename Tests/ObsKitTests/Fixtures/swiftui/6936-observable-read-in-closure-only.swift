// Q (Stack Overflow style): "@Observable view doesn't refresh — I only read the property in a button / onAppear"
// "BasketToolbar holds the Basket and uses `basket.count` in its buttons and in onAppear, but it never re-renders
// when the count changes, while BasketBadge does. Is Observation broken for closures?"
// Accepted answer: only reads made while a body runs are tracked (rules §8.3). A Button's action and onAppear run
// later, outside any body, so they register nothing; they simply see the current value when they run. BasketBadge's
// body reads `count`, so it is the only view that runs again (rules §8.4). That is usually what you want: move the
// read into the body (e.g. the label text) if the view must show it.
// Source: rules §8.3, §8.4; Apple https://developer.apple.com/documentation/observation/observable()
import SwiftUI

@Observable
final class Basket {
    var count = 0
}

struct BasketToolbar: View {
    let basket: Basket

    var body: some View {
        let _ = print("BasketToolbar body")
        HStack {
            Button("Add apple") { basket.count += 1 }
            Button("Print count") { print("basket has \(basket.count)") }
        }
        .onAppear { print("onAppear sees \(basket.count)") }
    }
}

struct BasketBadge: View {
    let basket: Basket

    var body: some View {
        let _ = print("BasketBadge body: \(basket.count)")
        Text("\(basket.count)")
    }
}

struct ShopView: View {
    @State private var basket = Basket()

    var body: some View {
        let _ = print("ShopView body")
        VStack {
            BasketToolbar(basket: basket)
            BasketBadge(basket: basket)
        }
    }
}

:mount ShopView()
// expect: ShopView body
// expect: BasketToolbar body
// expect: BasketBadge body: 0
// expect: onAppear sees 0
:tap "Add apple"
// expect: BasketBadge body: 1
:tap "Add apple"
// expect: BasketBadge body: 2
:tap "Print count"
// expect: basket has 2
