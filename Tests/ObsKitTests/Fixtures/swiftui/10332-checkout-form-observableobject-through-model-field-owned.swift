// forms and editing style: a checkout form on an ObservableObject through $model.field, owned with @StateObject and passed to a child as @ObservedObject; any @Published change reaches every observer, so each keystroke in either field runs both bodies (rules §6.5, §5.1, §9.2)
import SwiftUI

final class CheckoutModel: ObservableObject {
    @Published var fullName = ""
    @Published var coupon = ""

    var canPay: Bool { !fullName.isEmpty }
}

struct CouponRow: View {
    @ObservedObject var model: CheckoutModel

    var body: some View {
        let _ = print("CouponRow body: '\(model.coupon)'")
        TextField("Coupon", text: $model.coupon)
    }
}

struct CheckoutForm: View {
    @StateObject private var model = CheckoutModel()

    var body: some View {
        let _ = print("CheckoutForm body: canPay=\(model.canPay)")
        Form {
            TextField("Full name", text: $model.fullName)
            CouponRow(model: model)
            Button("Pay") { print("paid by \(model.fullName)") }
                .disabled(!model.canPay)
        }
    }
}

:mount CheckoutForm()
// expect: CheckoutForm body: canPay=false
// expect: CouponRow body: ''
:type "Jo" into "Full name"
// expect: CheckoutForm body: canPay=true
// expect: CouponRow body: ''
// expect: CheckoutForm body: canPay=true
// expect: CouponRow body: ''
:type "A" into "Coupon"
// expect: CheckoutForm body: canPay=true
// expect: CouponRow body: 'A'
:tap "Pay"
// expect: paid by Jo
