// Hacking with Swift style (promo code): an uppercase transform in onChange(of:) that writes only when the text changes, trimming before the check, a button disabled while the trimmed text is empty (rules §3.4, §11.1, §15.11)
import SwiftUI

struct PromoView: View {
    @State private var code = ""
    @State private var message = ""

    var body: some View {
        let _ = print("promo body code='\(code)'")
        Form {
            TextField("Promo code", text: $code)
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
            Button("Apply") {
                let trimmed = code.trimmingCharacters(in: .whitespaces)
                message = trimmed == "SAVE10" ? "10% off" : "Invalid code"
                print("apply '\(trimmed)' -> \(message)")
            }
            .disabled(code.trimmingCharacters(in: .whitespaces).isEmpty)
            if !message.isEmpty {
                Text(message)
            }
        }
        .onChange(of: code) { _, newValue in
            let upper = newValue.uppercased()
            if upper != newValue {
                code = upper
            }
        }
    }
}
:mount PromoView()
// expect: promo body code=''
:type "sa" into "Promo code"
// expect: promo body code='s'
// expect: promo body code='S'
// expect: promo body code='Sa'
// expect: promo body code='SA'
:type "VE10 " into "Promo code"
// expect: promo body code='SAV'
// expect: promo body code='SAVE'
// expect: promo body code='SAVE1'
// expect: promo body code='SAVE10'
// expect: promo body code='SAVE10 '
:tap "Apply"
// expect: apply 'SAVE10' -> 10% off
// expect: promo body code='SAVE10 '
