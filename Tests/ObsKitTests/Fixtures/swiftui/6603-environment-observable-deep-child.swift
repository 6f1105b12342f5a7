// Apple docs `View/environment(_:)` (an @Observable object) + `Environment` (`@Environment(Account.self)`): a model put in the environment at the root and read two levels down.
// Apple's "Managing model data in your app": `.environment(account)` makes the object available to every view below;
// a view reads it with `@Environment(Account.self)`. Observation tracks which properties each body read (rules §8.3,
// §14.2): "Earn" changes `credits`, so only the badge, which read it, runs again; "Rename" runs only the name line.
// The root and the middle view read neither property, so they never run again. Assigning an equal name notifies nobody
// (rules §8.1).
import SwiftUI

@Observable final class Account {
    var name = "Guest"
    var credits = 0
}

struct CreditsBadge: View {
    @Environment(Account.self) private var account

    var body: some View {
        let _ = print("badge body credits=\(account.credits)")
        Text("\(account.credits) credits")
    }
}

struct NameLine: View {
    @Environment(Account.self) private var account

    var body: some View {
        let _ = print("name body \(account.name)")
        Text(account.name)
    }
}

struct Middle: View {
    var body: some View {
        let _ = print("middle body")
        VStack {
            NameLine()
            CreditsBadge()
        }
    }
}

struct AccountRoot: View {
    @State private var account = Account()

    var body: some View {
        let _ = print("root body")
        VStack {
            Middle()
            Button("Earn") { account.credits += 10 }
            Button("Rename") { account.name = "Ada" }
        }
        .environment(account)
    }
}

:mount AccountRoot()
// expect: root body
// expect: middle body
// expect: name body Guest
// expect: badge body credits=0
:tap "Earn"
// expect: badge body credits=10
:tap "Rename"
// expect: name body Ada
:tap "Rename"
:tap "Earn"
// expect: badge body credits=20
