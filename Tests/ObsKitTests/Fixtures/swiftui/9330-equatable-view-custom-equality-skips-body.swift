// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/equatableview (EquatableView and .equatable() compare the view with its own == and skip its body when equal)
// EquatableView: "A view type that compares itself against its previous value and prevents its child updating if
// its new value is the same as its old value"; View.equatable() "Prevents the view from updating its child view
// when its new value is the same as its old value". The comparison is the view's own `==`: the price tag
// compares only the price (not its action closure), the stock badge only the stock (not its note).
// - "Buy": the shop's body runs; the price is the same, so the tag's body is skipped; the stock went down, so
//   the badge's body runs.
// - "Edit note": the badge's note changed but its == ignores it: skipped; the tag: skipped.
// - "Raise price": the tag's body runs with 25; the badge is equal: skipped.
import SwiftUI

struct PriceTag: View, Equatable {
    let price: Int
    let onBuy: () -> Void

    static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        lhs.price == rhs.price
    }

    var body: some View {
        let _ = print("price tag body: \(price)")
        Button("Buy", action: onBuy)
    }
}

struct StockBadge: View, Equatable {
    let stock: Int
    let note: String

    static func == (lhs: StockBadge, rhs: StockBadge) -> Bool {
        lhs.stock == rhs.stock
    }

    var body: some View {
        let _ = print("stock badge body: \(stock)")
        Text("\(stock) left (\(note))")
    }
}

struct ShopItem: View {
    @State private var price = 20
    @State private var stock = 5
    @State private var note = "ships today"

    var body: some View {
        let _ = print("shop body")
        VStack {
            PriceTag(price: price) { stock -= 1 }
                .equatable()
            EquatableView(content: StockBadge(stock: stock, note: note))
            Button("Edit note") { note = "ships tomorrow" }
            Button("Raise price") { price = 25 }
        }
    }
}

:mount ShopItem()
// expect: shop body
// expect: price tag body: 20
// expect: stock badge body: 5
:tap "Buy"
// expect: shop body
// expect: stock badge body: 4
:tap "Edit note"
// expect: shop body
:tap "Raise price"
// expect: shop body
// expect: price tag body: 25
