// Switching accounts by replacing the @Observable object held in @State at the root and passed down with
// `.environment(account)`, a situation the migration articles mention when a model is swapped rather than mutated.
// What SwiftUI does: assigning a new object to the root's @State is a write the root's body read (it passes `account`
// into the environment), so the root runs (rules §3.4, §3.5); the greeting's `@Environment(Account.self)` now finds
// another object, so it runs and shows the new name (rules §14.2). The first account is not released: the root's view
// value still holds it as its @State initial value (rules §3.3), so it stays alive until unmount, where the installed
// account goes first and the one held by the view value after it (rules §1.4).
// Sources: rules §1.4, §3.3, §3.4, §3.5, §14.2;
// https://developer.apple.com/documentation/swiftui/state
// https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

@Observable
final class Account {
    var name: String

    init(name: String) {
        self.name = name
        print("Account init: \(name)")
    }

    deinit {
        print("Account deinit: \(name)")
    }
}

struct Greeting: View {
    @Environment(Account.self) private var account

    var body: some View {
        let _ = print("Greeting body: \(account.name)")
        Text("Signed in as \(account.name)")
    }
}

struct AccountRoot: View {
    @State private var account = Account(name: "Ari")

    var body: some View {
        let _ = print("AccountRoot body")
        VStack {
            Greeting()
            Button("Switch account") {
                account = Account(name: "Bea")
            }
        }
        .environment(account)
    }
}

:mount AccountRoot()
// expect: Account init: Ari
// expect: AccountRoot body
// expect: Greeting body: Ari
:tap "Switch account"
// expect: Account init: Bea
// expect: AccountRoot body
// expect: Greeting body: Bea
:unmount
// expect: Account deinit: Bea
// expect: Account deinit: Ari
