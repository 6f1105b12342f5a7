// Observation in depth: an optional environment object, `@Environment(Account.self) var account: Account?`
// Declared optional, the property is nil while no account is set above the view (rules §14.2). The shell reads its
// `@State` to pass it (`.environment(account)`), so signing in re-runs it (`_account`, §3.5, §12.1); the badge's
// environment value changed from nil to an object (§14.2), token `_account` (§12.1). Renaming reaches only the
// badge, which read `displayName` (§8).
import SwiftUI

@Observable
final class Account {
    var displayName: String

    init(displayName: String) {
        self.displayName = displayName
    }
}

struct AccountBadge: View {
    @Environment(Account.self) private var account: Account?

    var body: some View {
        let _ = Self._printChanges()
        if let account {
            Text("Signed in as \(account.displayName)")
            Button("Rename") { account.displayName = "Bo" }
        } else {
            Text("Signed out")
        }
    }
}

struct AccountShell: View {
    @State private var account: Account? = nil

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            AccountBadge()
            Button("Sign in") { account = Account(displayName: "Ana") }
        }
        .environment(account)
    }
}

:mount AccountShell()
// expect: AccountShell: @self, @identity, _account changed.
// expect: AccountBadge: @self, @identity, _account changed.
:tap "Sign in"
// expect: AccountShell: _account changed.
// expect: AccountBadge: _account changed.
:tap "Rename"
// expect: AccountBadge: @dependencies changed.
