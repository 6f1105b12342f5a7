// Style: blog post, "Optional environment objects". Declared as `Account?`, `@Environment(Account.self)` is nil when no ancestor set one, and no
// crash follows (rules §14.2: "declared `Model?`, the property is nil"; Apple `environment(_:)` for Observable objects). Set with
// `.environment(_:)` on the view, the same view finds it. A second `:mount` replaces the root, so the first view goes away before the new
// one's first body.
import SwiftUI

@Observable
final class Account {
    var name: String
    init(name: String) { self.name = name }
}

struct AccountBadge: View {
    @Environment(Account.self) private var account: Account?

    var body: some View {
        let _ = print("AccountBadge body: \(account?.name ?? "no account")")
        if let account {
            Text("Signed in as \(account.name)")
        } else {
            Text("Signed out")
        }
    }
}

let zoe = Account(name: "Zoe")

:mount AccountBadge()
// expect: AccountBadge body: no account
:mount AccountBadge().environment(zoe)
// expect: AccountBadge body: Zoe
zoe.name = "Zoë"
// expect: AccountBadge body: Zoë
