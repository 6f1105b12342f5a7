// Invite-code field that upper-cases and limits its input in an iOS 17 `onChange(of:)` with two parameters, the
// pattern many form tutorials use, and a Redeem button enabled at four characters.
// What SwiftUI does: each keystroke writes the text; the body reads it and runs, then onChange runs with the old
// and the new value (rules §3.4, §10.1). When the action writes a cleaned value, the turn updates again: the body
// runs with it, and onChange runs once more for that change (old: what was typed, new: the cleaned text), which
// writes nothing. The field shows the cleaned text, so the next keystroke appends to it (README `:type`).
// Sources: rules §3.4, §10.1; https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct InviteCodeView: View {
    @State private var code = ""

    var body: some View {
        let _ = print("InviteCodeView body: '\(code)'")
        Form {
            Section {
                TextField("Invite code", text: $code)
                    .textInputAutocapitalization(.characters)
                    .autocorrectionDisabled()
            } footer: {
                Text("Codes have four characters.")
            }
            Button("Redeem") {
                print("redeeming \(code)")
            }
            .disabled(code.count < 4)
        }
        .onChange(of: code) { oldValue, newValue in
            print("code '\(oldValue)' -> '\(newValue)'")
            let cleaned = String(newValue.uppercased().prefix(4))
            if cleaned != newValue {
                code = cleaned
            }
        }
    }
}

:mount InviteCodeView()
// expect: InviteCodeView body: ''
:type "ab" into "Invite code"
// expect: InviteCodeView body: 'a'
// expect: code '' -> 'a'
// expect: InviteCodeView body: 'A'
// expect: code 'a' -> 'A'
// expect: InviteCodeView body: 'Ab'
// expect: code 'A' -> 'Ab'
// expect: InviteCodeView body: 'AB'
// expect: code 'Ab' -> 'AB'
:type "CDE" into "Invite code"
// expect: InviteCodeView body: 'ABC'
// expect: code 'AB' -> 'ABC'
// expect: InviteCodeView body: 'ABCD'
// expect: code 'ABC' -> 'ABCD'
// expect: InviteCodeView body: 'ABCDE'
// expect: code 'ABCD' -> 'ABCDE'
// expect: InviteCodeView body: 'ABCD'
// expect: code 'ABCDE' -> 'ABCD'
:tap "Redeem"
// expect: redeeming ABCD
