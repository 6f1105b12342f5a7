// Account: an `@Observable` store put in the environment with `.environment(store)`, refreshed by the root's `.task`;
// two small views read one property each with `@Environment(AccountStore.self)`. Own code, in the style of Apple's
// "Managing model data in your app".
// What SwiftUI does: each view depends on the properties its body read (rules §8, §14.2), so when the refresh sets
// the name only the badge runs, and when it sets the balance only the balance label runs; the root read neither and
// doesn't run (rules §8.3). The `@State` store is made when the root struct is made (rules §3.1).
// Sources: rules §3.1, §8, §10.1, §11.3, §14.2;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@MainActor
@Observable
final class AccountStore {
    var displayName = "Guest"
    var balance = 0

    init() { print("AccountStore init") }

    func refresh() async {
        print("store: refreshing")
        try? await Task.sleep(for: .seconds(1))
        displayName = "Ada"
        print("store: name set")
        try? await Task.sleep(for: .seconds(1))
        balance = 42
        print("store: balance set")
    }
}

struct NameBadge: View {
    @Environment(AccountStore.self) private var store

    var body: some View {
        let _ = print("NameBadge body: \(store.displayName)")
        Text("Hello, \(store.displayName)")
    }
}

struct BalanceLabel: View {
    @Environment(AccountStore.self) private var store

    var body: some View {
        let _ = print("BalanceLabel body: \(store.balance)")
        Text("Balance: \(store.balance)")
    }
}

struct AccountRoot: View {
    @State private var store = AccountStore()

    var body: some View {
        let _ = print("AccountRoot body")
        VStack {
            NameBadge()
            BalanceLabel()
        }
        .environment(store)
        .task {
            await store.refresh()
        }
    }
}

:mount AccountRoot()
// expect: AccountStore init
// expect: AccountRoot body
// expect: NameBadge body: Guest
// expect: BalanceLabel body: 0
// expect: store: refreshing
:advance 1s
// expect: store: name set
// expect: NameBadge body: Ada
:advance 1s
// expect: store: balance set
// expect: BalanceLabel body: 42
