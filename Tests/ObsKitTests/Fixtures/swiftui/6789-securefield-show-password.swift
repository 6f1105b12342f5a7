// Follows Apple's `SecureField` page (https://developer.apple.com/documentation/swiftui/securefield): a field that
// hides its text, bound to a String like a TextField. Own code: a "Show password" toggle that swaps the
// SecureField for a TextField on the same state, with a strength meter below.
// - The swap is an if/else: the two fields are different views in two slots, so the field is made anew (rules
//   §1.1). The text lives in the parent's @State, not in the field, so the new field shows what was typed and
//   typing goes on after it (rules T10; README, `:type`).
// - The body reads `password` (for the meter), so it runs per keystroke; StrengthMeter runs when its string
//   differs (rules §2.3, §2.7), after the parent (rules §2.8). The toggle changes only `showPassword`: the parent
//   runs and the meter, given an equal string, does not.
import SwiftUI

struct PasswordStep: View {
    @State private var password = ""
    @State private var showPassword = false

    var body: some View {
        let _ = print("PasswordStep body: show \(showPassword)")
        Form {
            if showPassword {
                TextField("Password", text: $password)
            } else {
                SecureField("Password", text: $password)
            }
            Toggle("Show password", isOn: $showPassword)
            StrengthMeter(password: password)
        }
    }
}

struct StrengthMeter: View {
    let password: String

    var body: some View {
        let verdict = password.count >= 6 ? "ok" : "weak"
        let _ = print("StrengthMeter body: \(password.count) characters, \(verdict)")
        Text(verdict)
    }
}

:mount PasswordStep()
// expect: PasswordStep body: show false
// expect: StrengthMeter body: 0 characters, weak
:type "abc" into "Password"
// expect: PasswordStep body: show false
// expect: StrengthMeter body: 1 characters, weak
// expect: PasswordStep body: show false
// expect: StrengthMeter body: 2 characters, weak
// expect: PasswordStep body: show false
// expect: StrengthMeter body: 3 characters, weak
:toggle "Show password"
// expect: PasswordStep body: show true
:type "def" into "Password"
// expect: PasswordStep body: show true
// expect: StrengthMeter body: 4 characters, weak
// expect: PasswordStep body: show true
// expect: StrengthMeter body: 5 characters, weak
// expect: PasswordStep body: show true
// expect: StrengthMeter body: 6 characters, ok
