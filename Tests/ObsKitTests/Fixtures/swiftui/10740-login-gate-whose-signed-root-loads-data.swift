// App-organization style: a login gate whose signed-in root loads its data with .task once per sign-in (a new node each time), and an @AppStorage "lastUser" shared by the login screen (prefill) and the home screen; signing out cancels the running load
import SwiftUI

@Observable
final class AccountStore {
    var signedIn = false
    init() { print("AccountStore init") }
}

@Observable
final class InboxModel {
    var messages: [String] = []
    init() { print("InboxModel init") }
    deinit { print("InboxModel deinit") }

    func load() async {
        print("inbox load started")
        do {
            try await Task.sleep(for: .seconds(1))
            messages = ["Hi", "Invoice"]
            print("inbox loaded")
        } catch {
            print("inbox load cancelled")
        }
    }
}

struct SignInScreen: View {
    @Environment(AccountStore.self) private var account
    @AppStorage("lastUser") private var lastUser = ""

    var body: some View {
        let _ = print("SignInScreen body: last user '\(lastUser)'")
        VStack {
            TextField("Name", text: $lastUser)
            Button("Sign In") { account.signedIn = true }
        }
    }
}

struct InboxScreen: View {
    @Environment(AccountStore.self) private var account
    @AppStorage("lastUser") private var lastUser = ""
    @State private var inbox = InboxModel()

    var body: some View {
        let _ = print("InboxScreen body: \(lastUser), \(inbox.messages.count) messages")
        VStack {
            Button("Sign Out") { account.signedIn = false }
        }
        .task { await inbox.load() }
    }
}

struct AccountGate: View {
    @Environment(AccountStore.self) private var account

    var body: some View {
        if account.signedIn {
            InboxScreen()
        } else {
            SignInScreen()
        }
    }
}

@main
struct MailApp: App {
    @State private var account = AccountStore()

    var body: some Scene {
        WindowGroup {
            AccountGate()
                .environment(account)
        }
    }
}

:mount MailApp()
// expect: AccountStore init
// expect: SignInScreen body: last user ''
:type "Li" into "Name"
// expect: SignInScreen body: last user 'L'
// expect: SignInScreen body: last user 'Li'
:tap "Sign In"
// expect: InboxModel init
// expect: InboxScreen body: Li, 0 messages
// expect: inbox load started
:advance 1s
// expect: inbox loaded
// expect: InboxScreen body: Li, 2 messages
:tap "Sign Out"
// expect: InboxModel deinit
// expect: SignInScreen body: last user 'Li'
:tap "Sign In"
// expect: InboxModel init
// expect: InboxScreen body: Li, 0 messages
// expect: inbox load started
:tap "Sign Out"
// expect: SignInScreen body: last user 'Li'
// expect: inbox load cancelled
// expect: InboxModel deinit
