// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment (when the environment's value changes, SwiftUI updates the views that depend on it: the root swaps in a new Account with .environment(_:), and the view reading @Environment(Account.self) shows the new one; later changes to the old account no longer update it)
import SwiftUI
import Observation

@Observable
final class Account {
    var holder: String
    init(holder: String) { self.holder = holder }
}

let firstAccount = Account(holder: "Ana")

struct HolderLabel: View {
    @Environment(Account.self) private var account

    var body: some View {
        let _ = print("holder: \(account.holder)")
        Text(account.holder)
    }
}

struct AccountRoot: View {
    @State private var account = firstAccount

    var body: some View {
        VStack {
            Button("Switch account") { account = Account(holder: "Ben") }
            Button("Rename Ana") { firstAccount.holder = "Ana Maria" }
            HolderLabel()
        }
        .environment(account)
    }
}

:mount AccountRoot()
:tap "Switch account"
:tap "Rename Ana"
// expect: holder: Ana
// expect: holder: Ben
