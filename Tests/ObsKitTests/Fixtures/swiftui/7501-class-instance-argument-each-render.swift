// Hacking with Swift-style "Why does my child view keep redrawing? (reference types as inputs)": a price tag given a style object made in the parent's body runs at every parent render; one given a shared instance doesn't
// What SwiftUI does: a view holding a class reference is compared field by field, the reference by identity
// (rules §2.3). `PriceStyle(currencyCode:)` in the parent's body is a new object each render, so that tag
// differs and runs with `@self` (rules §2.7, §12.1); the tag given `ProductCard.euroStyle`, the same object
// each time, is skipped.
// Sources: rules §2.3, §2.6, §2.7, §12.1, §12.2.
import SwiftUI

final class PriceStyle: Sendable {
    let currencyCode: String

    init(currencyCode: String) {
        self.currencyCode = currencyCode
    }
}

struct PriceTag: View {
    let label: String
    let amount: Int
    let style: PriceStyle

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("PriceTag body: \(label)")
        Text("\(style.currencyCode) \(amount)")
    }
}

struct ProductCard: View {
    static let euroStyle = PriceStyle(currencyCode: "EUR")
    @State private var isFavorite = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(isFavorite ? "Favorite" : "Not favorite")
            PriceTag(label: "inline", amount: 25, style: PriceStyle(currencyCode: "EUR"))
            PriceTag(label: "shared", amount: 25, style: Self.euroStyle)
            Button("Favorite") { isFavorite.toggle() }
        }
    }
}

:mount ProductCard()
// expect: ProductCard: @self, @identity, _isFavorite changed.
// expect: PriceTag: @self changed.
// expect: PriceTag body: inline
// expect: PriceTag: @self changed.
// expect: PriceTag body: shared
:tap "Favorite"
// expect: ProductCard: _isFavorite changed.
// expect: PriceTag: @self changed.
// expect: PriceTag body: inline
:tap "Favorite"
// expect: ProductCard: _isFavorite changed.
// expect: PriceTag: @self changed.
// expect: PriceTag body: inline
