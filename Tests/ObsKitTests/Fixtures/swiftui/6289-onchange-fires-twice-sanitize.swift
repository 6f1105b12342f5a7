// "onChange fires twice for one keystroke": an onChange that rewrites the value it watches (here, uppercasing) changes it again, so it runs once more with the corrected value, then stops when the value is stable (Apple: onChange(of:initial:_:) runs when the value changes, with old and new values; SEMANTICS §3 equal writes are no-ops)
import SwiftUI

struct PromoCodeField: View {
    @State private var code = ""

    var body: some View {
        TextField("Promo code", text: $code)
            .onChange(of: code) { old, new in
                print("code '\(old)' -> '\(new)'")
                let upper = new.uppercased()
                if upper != new {
                    code = upper
                }
            }
    }
}

:mount PromoCodeField()
:type "ab" into "Promo code"

// expect: code '' -> 'a'
// expect: code 'a' -> 'A'
// expect: code 'A' -> 'Ab'
// expect: code 'Ab' -> 'AB'
