// Observation in depth style: an optional @Observable model in the environment, read as @Environment(Account.self) var account: Account?; nil until signed in, the badge re-runs when the environment's object changes and when a property it read changes (rules §14.2, §8.3)
import SwiftUI

@Observable
final class Account {
    var name = "Noor"
}

struct AccountBadge: View {
    @Environment(Account.self) private var account: Account?

    var body: some View {
        let _ = print("AccountBadge body: \(account?.name ?? "signed out")")
        Text(account?.name ?? "Sign in")
    }
}

struct AppShell: View {
    @State private var account: Account? = nil

    var body: some View {
        let _ = print("AppShell body")
        VStack {
            AccountBadge()
            Button("Sign in") { account = Account() }
            Button("Rename") { account?.name = "Noor A." }
            Button("Sign out") { account = nil }
        }
        .environment(account)
    }
}

:mount AppShell()
// expect: AppShell body
// expect: AccountBadge body: signed out
:tap "Sign in"
// expect: AppShell body
// expect: AccountBadge body: Noor
:tap "Rename"
// expect: AccountBadge body: Noor A.
:tap "Sign out"
// expect: AppShell body
// expect: AccountBadge body: signed out
