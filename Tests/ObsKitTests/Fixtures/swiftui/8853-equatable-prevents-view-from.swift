// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/equatable() (equatable() prevents the view from updating its child when its new value equals the old one: a change the custom == ignores runs no child body, one it compares does)
import SwiftUI

struct PriceTag: View, Equatable {
    let price: Int
    let renderCount: Int

    static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        lhs.price == rhs.price
    }

    var body: some View {
        let _ = print("PriceTag body for \(price)")
        Text("Price: \(price)")
    }
}

struct Shop: View {
    @State private var price = 10
    @State private var renders = 0

    var body: some View {
        VStack {
            Button("Rerender") { renders += 1 }
            Button("Raise price") { price += 5 }
            Text("Renders \(renders)")
            PriceTag(price: price, renderCount: renders)
                .equatable()
        }
    }
}

:mount Shop()
:tap "Rerender"
:tap "Rerender"
:tap "Raise price"
// expect: PriceTag body for 10
// expect: PriceTag body for 15
