// App-organization style: switching accounts resets the signed-in screen with .id(account): the old screen's @StateObject model is released, a new one made for the new account, the old screen disappears and the new one appears; the same account again changes nothing
import SwiftUI

@Observable
final class AccountSwitcher {
    var current = "work"
    init() { print("AccountSwitcher init") }
}

final class MailboxViewModel: ObservableObject {
    let account: String
    init(account: String) {
        self.account = account
        print("MailboxViewModel init \(account)")
    }
    deinit { print("MailboxViewModel deinit \(account)") }
}

struct MailboxScreen: View {
    @StateObject private var viewModel: MailboxViewModel

    init(account: String) {
        _viewModel = StateObject(wrappedValue: MailboxViewModel(account: account))
    }

    var body: some View {
        let _ = print("MailboxScreen body: \(viewModel.account)")
        Text("Mailbox of \(viewModel.account)")
            .onAppear { print("mailbox appeared") }
            .onDisappear { print("mailbox disappeared") }
    }
}

struct SwitcherRoot: View {
    @Environment(AccountSwitcher.self) private var switcher

    var body: some View {
        let _ = print("SwitcherRoot body: \(switcher.current)")
        VStack {
            MailboxScreen(account: switcher.current)
                .id(switcher.current)
            Button("Use Personal") { switcher.current = "personal" }
            Button("Use Work") { switcher.current = "work" }
        }
    }
}

@main
struct SwitcherApp: App {
    @State private var switcher = AccountSwitcher()

    var body: some Scene {
        WindowGroup {
            SwitcherRoot()
                .environment(switcher)
        }
    }
}

:mount SwitcherApp()
// expect: AccountSwitcher init
// expect: SwitcherRoot body: work
// expect: MailboxViewModel init work
// expect: MailboxScreen body: work
// expect: mailbox appeared
:tap "Use Personal"
// expect: SwitcherRoot body: personal
// expect: MailboxViewModel deinit work
// expect: MailboxViewModel init personal
// expect: MailboxScreen body: personal
// expect: mailbox disappeared
// expect: mailbox appeared
:tap "Use Personal"
:tap "Use Work"
// expect: SwitcherRoot body: work
// expect: MailboxViewModel deinit personal
// expect: MailboxViewModel init work
// expect: MailboxScreen body: work
// expect: mailbox disappeared
// expect: mailbox appeared
