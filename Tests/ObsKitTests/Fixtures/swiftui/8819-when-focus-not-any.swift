// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue (when focus is not in any view bound to the state the Bool value is false: removing the focused field from the hierarchy takes focus with it)
import SwiftUI

struct CouponBox: View {
    @State private var code = ""
    @State private var showCoupon = true
    @FocusState private var couponFocused: Bool

    var body: some View {
        VStack {
            if showCoupon {
                TextField("Coupon", text: $code)
                    .focused($couponFocused)
            }
            Button("No coupon") { showCoupon = false }
            Button("Check") { print("coupon focused: \(couponFocused)") }
        }
    }
}

:mount CouponBox()
:focus "Coupon"
:tap "Check"
:tap "No coupon"
:tap "Check"
// expect: coupon focused: true
// expect: coupon focused: false
