// Chris Eidhof "Binding with get/set" / Hacking with Swift custom bindings: a Binding(get:set:) that uppercases, and a child that gets a new binding at every parent render; Apple "Binding"; rules §9.1, §2.5, §9.3
import SwiftUI

struct CodePreview: View {
    @Binding var text: String

    var body: some View {
        let _ = print("CodePreview body: '\(text)'")
        Text(text)
    }
}

struct CouponField: View {
    @State private var code = ""
    @State private var hints = 0

    var body: some View {
        let _ = print("CouponField body: '\(code)', hints \(hints)")
        let upper = Binding(
            get: { code },
            set: { newValue in
                print("set '\(newValue)'")
                code = newValue.uppercased()
            }
        )
        VStack {
            TextField("Coupon", text: upper)
            CodePreview(text: upper)
            Button("Hint") { hints += 1 }
        }
    }
}

:mount CouponField()
:type "ab" into "Coupon"
:tap "Hint"

// expect: CouponField body: '', hints 0
// expect: CodePreview body: ''
// expect: set 'a'
// expect: CouponField body: 'A', hints 0
// expect: CodePreview body: 'A'
// expect: set 'Ab'
// expect: CouponField body: 'AB', hints 0
// expect: CodePreview body: 'AB'
// expect: CouponField body: 'AB', hints 1
// expect: CodePreview body: 'AB'
