// Kodeco style (subclassed model): a subclass adds @Published properties to an ObservableObject base; both classes' properties send the one objectWillChange, seen by a sink and by the view (rules §6.1, §6.4, §12.1, §12.2)
import SwiftUI
import Combine

class Account: ObservableObject {
    @Published var name = "guest"

    init() {
        print("Account init")
    }
}

final class PremiumAccount: Account {
    @Published var tier = 1
    private var watcher: AnyCancellable?

    override init() {
        super.init()
        print("PremiumAccount init")
        watcher = objectWillChange.sink { _ in
            print("account will change")
        }
    }
}

struct AccountView: View {
    @StateObject private var account = PremiumAccount()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(account.name) tier \(account.tier)")
            Button("Upgrade") { account.tier += 1 }
            Button("Rename") { account.name = "ada" }
        }
    }
}

:mount AccountView()
// expect: Account init
// expect: PremiumAccount init
// expect: AccountView: @self, @identity, _account changed.
:tap "Upgrade"
// expect: account will change
// expect: AccountView: _account changed.
:tap "Rename"
// expect: account will change
// expect: AccountView: _account changed.
