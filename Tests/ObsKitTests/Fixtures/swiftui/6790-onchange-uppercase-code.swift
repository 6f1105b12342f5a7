// Follows Apple's `textInputAutocapitalization(_:)` page
// (https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)): it "sets how often the
// shift key in the keyboard is automatically enabled" - a keyboard setting that does not change the text the
// binding gets. Own code: a gift code field that asks for capitals and also enforces them with `onChange`, and a
// Redeem button enabled at four characters.
// - A lower-case letter typed still arrives as typed: the body runs with it, then the action writes the
//   upper-cased text back, and the body runs again (Apple `view/onchange(of:initial:_:)`; rules §3.4, §10.1). The
//   action runs again for that change and writes nothing (the text is already upper-case).
// - Keystrokes go after what the field holds, the upper-cased text (README, `:type`).
// - `.disabled(code.count != 4)` is computed in the body; the script taps Redeem only when four characters are in
//   (rules §15.11).
import SwiftUI

struct GiftCodeView: View {
    @State private var code = ""

    var body: some View {
        let _ = print("GiftCodeView body: '\(code)'")
        Form {
            TextField("Gift code", text: $code)
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled(true)
                .onChange(of: code) { _, newValue in
                    let upper = newValue.uppercased()
                    if upper != newValue {
                        code = upper
                    }
                }
            Button("Redeem") { print("redeem \(code)") }
                .disabled(code.count != 4)
        }
    }
}

:mount GiftCodeView()
// expect: GiftCodeView body: ''
:type "ab" into "Gift code"
// expect: GiftCodeView body: 'a'
// expect: GiftCodeView body: 'A'
// expect: GiftCodeView body: 'Ab'
// expect: GiftCodeView body: 'AB'
:type "7z" into "Gift code"
// expect: GiftCodeView body: 'AB7'
// expect: GiftCodeView body: 'AB7z'
// expect: GiftCodeView body: 'AB7Z'
:tap "Redeem"
// expect: redeem AB7Z
