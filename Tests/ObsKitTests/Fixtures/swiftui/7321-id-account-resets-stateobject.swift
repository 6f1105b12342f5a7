// An inbox whose loader is a @StateObject configured from the account, with `.id(account)` so a new account gets a
// new loader: the pattern Apple's StateObject page recommends, as the "Demystify SwiftUI" follow-up posts discuss.
// What SwiftUI does: the init only stores the autoclosure (rules §4.1), which runs right before the first body
// (rules §4.2): InboxView.init, InboxLoader.init, body. A mail arriving runs only the inbox (rules §5.1, §6.5).
// Switching account: the parent runs and builds InboxView again (its init prints, rules §2.6); the new id resets
// the subtree (rules §1.3), so the old node dies and its loader deinits before the new node's closure runs (rules
// §1.4, ObsREPL's choice), then the new body; onDisappear (old) and onAppear (new) follow the update (rules §11.1).
// Sources: rules §1.3, §1.4, §2.6, §4.1, §4.2, §4.3, §5.1, §11.1; https://developer.apple.com/documentation/swiftui/stateobject
// (its section on initial state that depends on external data, which points to the id(_:) modifier)
import SwiftUI

final class InboxLoader: ObservableObject {
    let account: String
    @Published var unread = 0

    init(account: String) {
        self.account = account
        print("InboxLoader init: \(account)")
    }

    deinit { print("InboxLoader deinit: \(account)") }
}

struct InboxView: View {
    @StateObject private var loader: InboxLoader

    init(account: String) {
        print("InboxView init: \(account)")
        _loader = StateObject(wrappedValue: InboxLoader(account: account))
    }

    var body: some View {
        let _ = print("InboxView body: \(loader.account), \(loader.unread) unread")
        Button("New mail") { loader.unread += 1 }
    }
}

struct AccountSwitcher: View {
    @State private var account = "home"

    var body: some View {
        let _ = print("AccountSwitcher body: \(account)")
        VStack {
            InboxView(account: account)
                .onAppear { print("inbox appear: \(account)") }
                .onDisappear { print("inbox disappear") }
                .id(account)
            Button("Switch to work") { account = "work" }
        }
    }
}

:mount AccountSwitcher()
// expect: AccountSwitcher body: home
// expect: InboxView init: home
// expect: InboxLoader init: home
// expect: InboxView body: home, 0 unread
// expect: inbox appear: home
:tap "New mail"
// expect: InboxView body: home, 1 unread
:tap "Switch to work"
// expect: AccountSwitcher body: work
// expect: InboxView init: work
// expect: InboxLoader deinit: home
// expect: InboxLoader init: work
// expect: InboxView body: work, 0 unread
// expect: inbox disappear
// expect: inbox appear: work
