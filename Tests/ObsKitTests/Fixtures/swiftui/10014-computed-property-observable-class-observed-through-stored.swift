// Fatbobman style: a computed property of an @Observable class is observed through the stored properties it reads — a view showing `fullName` re-runs when `first` or `last` changes; one computed from @ObservationIgnored storage never updates (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Account {
    var first = "Ada"
    var last = "Lovelace"
    @ObservationIgnored var nickname = "Countess"

    var fullName: String { "\(first) \(last)" }
    var badge: String { "The \(nickname)" }
}

struct FullNameView: View {
    let account: Account

    var body: some View {
        let _ = print("FullNameView body: \(account.fullName)")
        Text(account.fullName)
    }
}

struct BadgeView: View {
    let account: Account

    var body: some View {
        let _ = print("BadgeView body: \(account.badge)")
        Text(account.badge)
    }
}

struct AccountScreen: View {
    @State private var account = Account()

    var body: some View {
        VStack {
            FullNameView(account: account)
            BadgeView(account: account)
            Button("Marry") { account.last = "King" }
            Button("Rename badge") { account.nickname = "Enchantress" }
            Button("First name") { account.first = "Augusta" }
        }
    }
}

:mount AccountScreen()
// expect: FullNameView body: Ada Lovelace
// expect: BadgeView body: The Countess
:tap "Marry"
// expect: FullNameView body: Ada King
:tap "Rename badge"
:tap "First name"
// expect: FullNameView body: Augusta King
