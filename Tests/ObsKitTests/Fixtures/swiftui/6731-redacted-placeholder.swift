// Follows Apple's `View/redacted(reason:)` page (https://developer.apple.com/documentation/swiftui/view/redacted(reason:)):
// "Adds a reason to apply a redaction to this view hierarchy"; a view reads the reasons from
// `@Environment(\.redactionReasons)` ("The current redaction reasons applied to the view hierarchy"), and
// `unredacted()` "Removes any reason to apply a redaction to this view hierarchy".
// - While loading, a product card is redacted with `.placeholder`: the price tag below it reads that reason; the
//   tag marked `unredacted()` reads no reason (Apple `view/redacted(reason:)`, `view/unredacted()`,
//   `environmentvalues/redactionreasons`).
// - When loading ends the reasons become empty: the tag whose value changed runs again, the unredacted one (empty
//   before and after) does not (rules §14.2, §2.7).
// - The button that ends loading sits outside the redacted container, so nothing depends on how a redacted control
//   behaves (Apple lists `.placeholder` as "Displayed data should appear as generic placeholders", and no more).
// - ObsREPL (first run) differs: `:help modifiers` lists `.redacted(reason:)` among the modifiers "with no effect
//   here", and the read of `\.redactionReasons` stops the script ("value of type 'Optional' has no member
//   'contains'": the value it gets there is not a RedactionReasons). The expectation keeps what Apple's pages say.
import SwiftUI

struct PriceTag: View {
    let label: String
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        let _ = print("PriceTag(\(label)) body: \(reasons.contains(.placeholder) ? "placeholder" : "real")")
        Text(label)
    }
}

struct ProductCard: View {
    @State private var isLoading = true

    var body: some View {
        VStack {
            VStack {
                PriceTag(label: "$4")
                PriceTag(label: "Free shipping")
                    .unredacted()
            }
            .redacted(reason: isLoading ? .placeholder : [])
            Button("Finish loading") { isLoading = false }
        }
    }
}

:mount ProductCard()
// expect: PriceTag($4) body: placeholder
// expect: PriceTag(Free shipping) body: real
:tap "Finish loading"
// expect: PriceTag($4) body: real
