// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment (an optional @Observable in the environment: `@Environment(Account.self) private var account: Account?` reads nil until the root puts an account there, then follows its properties)
// Apple's Environment page: to read an Observable object that may be missing, declare the property optional
// (`@Environment(Library.self) private var library: Library?`); and `environment(_:)` takes an optional object.
// WWDC23's "Discover Observation in SwiftUI" (https://developer.apple.com/videos/play/wwdc2023/10149/) puts
// Observable types in the environment the same way. The greeting reads the environment entry and the account's
// `name`: putting an account in, renaming it, and taking it out each re-run the greeting.
// - Mount: the greeting runs with no account.
// - "Sign in": the account is made in the action; the greeting runs with it.
// - "Change name": only the greeting, which read `name`, runs.
// - "Sign out": the greeting runs with no account again.
import SwiftUI

@Observable
final class Account {
    var name: String

    init(name: String) {
        self.name = name
        print("account for \(name) made")
    }
}

struct GreetingView: View {
    @Environment(Account.self) private var account: Account?

    var body: some View {
        let _ = print("greeting body: \(account?.name ?? "signed out")")
        if let account {
            Text("Hello, \(account.name)")
        } else {
            Text("Please sign in")
        }
    }
}

struct AccountRoot: View {
    @State private var account: Account?

    var body: some View {
        VStack {
            GreetingView()
            Button("Sign in") { account = Account(name: "Kim") }
            Button("Change name") { account?.name = "Kimberly" }
            Button("Sign out") { account = nil }
        }
        .environment(account)
    }
}

:mount AccountRoot()
// expect: greeting body: signed out
:tap "Sign in"
// expect: account for Kim made
// expect: greeting body: Kim
:tap "Change name"
// expect: greeting body: Kimberly
:tap "Sign out"
// expect: greeting body: signed out
