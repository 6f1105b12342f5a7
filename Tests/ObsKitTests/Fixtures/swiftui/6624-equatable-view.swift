// Apple docs `EquatableView` + `View/equatable()`: a view whose `==` ignores a field, so SwiftUI skips its body when only that field changes.
// `.equatable()` and `EquatableView(content:)` make SwiftUI compare the new view with the old one by its `==` (Apple
// `equatableview`, rules §2.2): "Tick" changes only `stamp`, which `==` ignores, so the price tags' bodies do not run.
// The raw tag has no `==`: SwiftUI compares it field by field, the new stamp differs, so its body runs (rules §2.3).
// "Raise" changes `amount`: every tag runs, and each shows the current stamp.
import SwiftUI

struct PriceTag: View, Equatable {
    let amount: Int
    let stamp: String

    static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        lhs.amount == rhs.amount
    }

    var body: some View {
        let _ = print("price tag body \(amount) [\(stamp)]")
        Text("\(amount) EUR")
    }
}

struct RawTag: View {
    let amount: Int
    let stamp: String

    var body: some View {
        let _ = print("raw tag body \(amount) [\(stamp)]")
        Text("\(amount) EUR")
    }
}

struct PriceBoard: View {
    @State private var amount = 10
    @State private var tick = 0

    var body: some View {
        let stamp = "tick \(tick)"
        VStack {
            PriceTag(amount: amount, stamp: stamp)
                .equatable()
            EquatableView(content: PriceTag(amount: amount * 2, stamp: stamp))
            RawTag(amount: amount, stamp: stamp)
            Button("Tick") { tick += 1 }
            Button("Raise") { amount += 5 }
        }
    }
}

:mount PriceBoard()
// expect: price tag body 10 [tick 0]
// expect: price tag body 20 [tick 0]
// expect: raw tag body 10 [tick 0]
:tap "Tick"
// expect: raw tag body 10 [tick 1]
:tap "Raise"
// expect: price tag body 15 [tick 1]
// expect: price tag body 30 [tick 1]
// expect: raw tag body 15 [tick 1]
