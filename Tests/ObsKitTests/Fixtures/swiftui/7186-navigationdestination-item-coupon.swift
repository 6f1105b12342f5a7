// Coupons pushed with the iOS 17 `navigationDestination(item:destination:)`: a button sets an optional item, the
// detail is pushed, and going back sets the item to nil again (own names and code).
// What SwiftUI does: the destination is pushed while the binding is non-nil, its builder given the item, and the
// binding is set to nil when the view is popped (rules §15.21). The builder is escaping and runs at the push (rules
// §14.3, §2.6); the root never reads the item, so no root body runs (rules §3.5, §8.7). A button's action reads the
// live state (rules §3.4). Push: body, then the detail's `onAppear`; pop: its `onDisappear` (rules §11.1).
// Sources: rules §2.6, §3.4, §3.5, §8.7, §11.1, §14.3, §15.21;
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
import SwiftUI

struct Coupon: Hashable {
    let code: String
}

struct CouponDetail: View {
    let coupon: Coupon

    var body: some View {
        let _ = print("CouponDetail body: \(coupon.code)")
        Text(coupon.code)
            .onAppear { print("coupon \(coupon.code) appeared") }
            .onDisappear { print("coupon \(coupon.code) disappeared") }
    }
}

struct CouponsView: View {
    @State private var openedCoupon: Coupon?

    var body: some View {
        let _ = print("CouponsView body")
        NavigationStack {
            VStack {
                Button("SAVE10") { openedCoupon = Coupon(code: "SAVE10") }
                Button("FREESHIP") { openedCoupon = Coupon(code: "FREESHIP") }
                Button("Which coupon?") {
                    print("opened coupon: \(openedCoupon?.code ?? "nil")")
                }
            }
            .navigationDestination(item: $openedCoupon) { coupon in
                CouponDetail(coupon: coupon)
            }
        }
    }
}

:mount CouponsView()
// expect: CouponsView body
:tap "SAVE10"
// expect: CouponDetail body: SAVE10
// expect: coupon SAVE10 appeared
:back
// expect: coupon SAVE10 disappeared
:tap "Which coupon?"
// expect: opened coupon: nil
:tap "FREESHIP"
// expect: CouponDetail body: FREESHIP
// expect: coupon FREESHIP appeared
