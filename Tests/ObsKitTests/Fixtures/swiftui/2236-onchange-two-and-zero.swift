// Issue 13 (B), iOS 17 `onChange(of:initial:_:)`: the two-parameter action gets the old and the new value;
// with `initial: true` it also runs when the view first appears (old and new both the initial value). The
// zero-parameter form just runs. Each runs after the update that saw the change, and not for an equal
// value (a State write of an equal value is not even a change, rules §3).
// Source: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (two
// parameters: "oldValue ... (or the initial value when requested)"),
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (zero parameters).
// Rules §3, §10, §11.
import SwiftUI

struct Basket: View {
    @State private var count = 0
    @State private var coupon = ""

    var body: some View {
        Form {
            Button("Add (\(count))") { count += 1 }
            TextField("Coupon", text: $coupon)
        }
        .onChange(of: count, initial: true) { old, new in
            print("count", old, "->", new)
        }
        .onChange(of: coupon) {
            print("coupon is now '\(coupon)'")
        }
    }
}

:mount Basket()
:tap "Add (0)"
:tap "Add (1)"
:type "AB" into "Coupon"

// expect: count 0 -> 0
// expect: count 0 -> 1
// expect: count 1 -> 2
// expect: coupon is now 'A'
// expect: coupon is now 'AB'
