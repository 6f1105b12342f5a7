// Stack Overflow style: "my computed total doesn't update" (pitfall part: the computed property also uses a plain var, and setting it publishes nothing, so the total shows the change only at the next @Published set; fix part: make it @Published; any @Published set re-runs every observer, the owner included) (rules §6.3, §6.5, §4.4, §2.3)
import SwiftUI
import Combine

final class Basket: ObservableObject {
    @Published var prices: [Int] = [3, 4]
    var discount = 0
    var total: Int { prices.reduce(0, +) - discount }
}

final class FixedBasket: ObservableObject {
    @Published var prices: [Int] = [3, 4]
    @Published var discount = 0
    var total: Int { prices.reduce(0, +) - discount }
}

struct BasketTotal: View {
    @ObservedObject var basket: Basket

    var body: some View {
        let _ = print("BasketTotal body: \(basket.total)")
        VStack {
            Button("Add 5") { basket.prices.append(5) }
            Button("Discount 2") { basket.discount = 2 }
        }
    }
}

struct FixedBasketTotal: View {
    @ObservedObject var basket: FixedBasket

    var body: some View {
        let _ = print("FixedBasketTotal body: \(basket.total)")
        Button("Discount 1") { basket.discount = 1 }
    }
}

struct Checkout: View {
    @StateObject private var basket = Basket()
    @StateObject private var fixed = FixedBasket()

    var body: some View {
        let _ = print("Checkout body")
        VStack {
            BasketTotal(basket: basket)
            FixedBasketTotal(basket: fixed)
        }
    }
}

:mount Checkout()
// expect: Checkout body
// expect: BasketTotal body: 7
// expect: FixedBasketTotal body: 7
// --- pitfall part: a plain var publishes nothing
:tap "Discount 2"
:tap "Add 5"
// expect: Checkout body
// expect: BasketTotal body: 10
// --- fix part
:tap "Discount 1"
// expect: Checkout body
// expect: FixedBasketTotal body: 6
:tap "Discount 1"
// expect: Checkout body
// expect: FixedBasketTotal body: 6
