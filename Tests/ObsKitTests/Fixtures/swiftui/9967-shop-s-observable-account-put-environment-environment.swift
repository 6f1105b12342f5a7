// WWDC23 "Discover Observation in SwiftUI" style: the shop's @Observable Account is put in the environment with .environment(account) and read with @Environment(Account.self); each view re-runs only for the properties it read, and the view in between, which declares nothing, never runs again (rules §14.2, §8.3, §8.4, §2.1)
import SwiftUI

@Observable
final class Account {
    var userName = "Ana"
    var rewardPoints = 10
}

struct Greeting: View {
    @Environment(Account.self) private var account

    var body: some View {
        let _ = print("Greeting body: \(account.userName)")
        Text("Hello, \(account.userName)")
    }
}

struct RewardsCard: View {
    @Environment(Account.self) private var account

    var body: some View {
        let _ = print("RewardsCard body: \(account.rewardPoints)")
        VStack {
            Text("\(account.rewardPoints) points")
            Button("Earn") { account.rewardPoints += 5 }
        }
    }
}

struct ShopHome: View {
    var body: some View {
        let _ = print("ShopHome body")
        VStack {
            Greeting()
            RewardsCard()
        }
    }
}

struct ShopRoot: View {
    @State private var account = Account()

    var body: some View {
        VStack {
            ShopHome()
            Button("Rename") { account.userName = "Bea" }
        }
        .environment(account)
    }
}

:mount ShopRoot()
// expect: ShopHome body
// expect: Greeting body: Ana
// expect: RewardsCard body: 10
:tap "Earn"
// expect: RewardsCard body: 15
:tap "Rename"
// expect: Greeting body: Bea
:tap "Earn"
// expect: RewardsCard body: 20
