// Style: Stack Overflow question. "I force a promo code to uppercase in onChange. Why does my onChange print twice per
// keystroke?" SwiftUI: each keystroke writes `code`, which the body reads: the body runs, then onChange gets the old and
// the new value (Apple `view/onchange(of:initial:_:)`; rules §3.5). The action's own write is a new change: it is stored
// at once and queues another update (rules §3.4, §10.1), in which the body runs again and onChange reports the
// lowercase-to-uppercase change; that action's write would be equal, so it writes nothing and the updates stop. The
// next keystroke types after what the field holds, the uppercase text (README `:type`).
import SwiftUI

struct PromoCodeField: View {
    @State private var code = ""

    var body: some View {
        let _ = print("promo body: '\(code)'")
        Form {
            TextField("Promo code", text: $code)
            Text("Code: \(code)")
        }
        .onChange(of: code) { oldValue, newValue in
            print("onChange '\(oldValue)' -> '\(newValue)'")
            let upper = newValue.uppercased()
            if upper != newValue {
                code = upper
            }
        }
    }
}

:mount PromoCodeField()
// expect: promo body: ''
:type "ab" into "Promo code"
// expect: promo body: 'a'
// expect: onChange '' -> 'a'
// expect: promo body: 'A'
// expect: onChange 'a' -> 'A'
// expect: promo body: 'Ab'
// expect: onChange 'A' -> 'Ab'
// expect: promo body: 'AB'
// expect: onChange 'Ab' -> 'AB'
