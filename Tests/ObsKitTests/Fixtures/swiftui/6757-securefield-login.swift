// Follows Apple's `SecureField` page (https://developer.apple.com/documentation/swiftui/securefield): a username
// TextField beside a SecureField whose `onSubmit` calls a login handler. Own code: a device pairing screen.
// - A secure field binds a String as a text field does, hiding what it shows (Apple `securefield`). The body only
//   hands `$account` and `$passcode` to the fields; making a binding is not a read, so typing runs no body
//   (rules §3.5, T3).
// - Return in the SecureField runs its `onSubmit`; the action reads the live values (rules §3.4: outside a body
//   a read returns the live value).
// - The onSubmit is set on the SecureField alone ("You may set this action on an individual view or an entire
//   view hierarchy", Apple `view/onsubmit(of:_:)`): Return in the Account field, above no onSubmit, runs nothing.
import SwiftUI

struct PairingView: View {
    @State private var account = ""
    @State private var passcode = ""

    var body: some View {
        let _ = print("PairingView body")
        VStack {
            TextField("Account", text: $account)
                .autocorrectionDisabled(true)
                .textInputAutocapitalization(.never)
            SecureField("Passcode", text: $passcode)
                .onSubmit { pair(account: account, passcode: passcode) }
        }
        .textFieldStyle(.roundedBorder)
    }

    func pair(account: String, passcode: String) {
        print("pair \(account) with a \(passcode.count)-character passcode")
    }
}

:mount PairingView()
// expect: PairingView body
:type "kim" into "Account"
:submit "Account"
:type "4821" into "Passcode"
:submit "Passcode"
// expect: pair kim with a 4-character passcode
:type "9" into "Passcode"
:submit "Passcode"
// expect: pair kim with a 5-character passcode
