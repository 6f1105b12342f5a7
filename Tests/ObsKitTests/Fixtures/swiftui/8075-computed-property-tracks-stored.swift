// SwiftUI from Apple's documentation: a body reading a computed property depends on the stored properties it reads
// WWDC23 "Discover Observation in SwiftUI" (https://developer.apple.com/videos/play/wwdc2023/10149/): Observable also tracks
// computed properties - a view reading `orderCount` (computed from `orders`) updates when `orders` changes. Apple, Managing model
// data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): untouched properties the
// body doesn't read leave the view alone. `total` reads `prices` and `discount`, never `note`.
import SwiftUI

@Observable
final class Basket {
    var prices: [Int] = [4]
    var discount = 0
    var note = ""
    var total: Int { prices.reduce(0, +) - discount }
}

struct TotalLabel: View {
    let basket: Basket
    var body: some View {
        let _ = print("TotalLabel body: \(basket.total)")
        Text("Total \(basket.total)")
    }
}

struct BasketScreen: View {
    @State private var basket = Basket()
    var body: some View {
        VStack {
            TotalLabel(basket: basket)
            Button("Add bread") { basket.prices.append(3) }
            Button("Coupon") { basket.discount = 2 }
            Button("Write note") { basket.note = "ring twice" }
        }
    }
}

:mount BasketScreen()
// expect: TotalLabel body: 4
:tap "Add bread"
// expect: TotalLabel body: 7
:tap "Write note"
:tap "Coupon"
// expect: TotalLabel body: 5
