// Checkout: a sheet whose content fetches a coupon in `.task`; swiping the sheet away before the fetch ends cancels
// it, and presenting it again starts over. Own code.
// What SwiftUI does: the presenting body doesn't read `showCoupon`, so presenting runs no parent body (rules §8.7);
// the sheet's content is built in its own hierarchy and its task starts (rules §13.1, §11.3). `:dismiss` sets the
// binding to false and calls `onDismiss` (rules §13.1, ObsREPL's choice); the content's node then dies, cancelling
// its task (rules §1.4), whose `catch` runs in that turn (corpus README, assumption 13). A new presentation builds
// new content with fresh `@State` (rules §1.4); its fetch completes and the sheet's body runs.
// Sources: rules §1.4, §8.7, §11.3, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct CouponSheet: View {
    @State private var code: String?

    var body: some View {
        let _ = print("CouponSheet body: \(code ?? "fetching")")
        Text(code ?? "Fetching coupon")
            .task {
                print("coupon task: start")
                do {
                    try await Task.sleep(for: .seconds(2))
                    code = "SAVE20"
                    print("coupon task: got code")
                } catch {
                    print("coupon task: cancelled")
                }
            }
    }
}

struct CheckoutView: View {
    @State private var showCoupon = false

    var body: some View {
        let _ = print("CheckoutView body")
        Button("Get coupon") {
            showCoupon = true
        }
        .sheet(isPresented: $showCoupon, onDismiss: { print("sheet dismissed") }) {
            CouponSheet()
        }
    }
}

:mount CheckoutView()
// expect: CheckoutView body
:tap "Get coupon"
// expect: CouponSheet body: fetching
// expect: coupon task: start
:advance 1s
:dismiss
// expect: sheet dismissed
// expect: coupon task: cancelled
:tap "Get coupon"
// expect: CouponSheet body: fetching
// expect: coupon task: start
:advance 2s
// expect: coupon task: got code
// expect: CouponSheet body: SAVE20
