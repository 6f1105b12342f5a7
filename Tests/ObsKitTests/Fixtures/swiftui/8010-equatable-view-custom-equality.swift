// SwiftUI from Apple's documentation: .equatable() uses the view's own == to decide whether its body needs to run
// Apple, EquatableView (https://developer.apple.com/documentation/swiftui/equatableview): "A view type that compares itself against its
// previous value and prevents its child updating if its new value is the same as its old value." View.equatable(): "Prevents the view
// from updating its child view when its new value is the same as its old value." PriceTag's == ignores `revision`, so a new revision
// alone does not run its body; a new amount does (and then the body sees the latest revision too).
import SwiftUI

struct PriceTag: View, Equatable {
    let amount: Int
    let revision: Int

    nonisolated static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        lhs.amount == rhs.amount
    }

    var body: some View {
        let _ = print("PriceTag body: \(amount) (revision \(revision))")
        Text("$\(amount)")
    }
}

struct Shop: View {
    @State private var amount = 10
    @State private var revision = 0

    var body: some View {
        VStack {
            Button("Revise") { revision += 1 }
            Button("Discount") { amount = 8 }
            PriceTag(amount: amount, revision: revision)
                .equatable()
        }
    }
}

:mount Shop()
// expect: PriceTag body: 10 (revision 0)
:tap "Revise"
:tap "Revise"
:tap "Discount"
// expect: PriceTag body: 8 (revision 2)
:tap "Discount"
