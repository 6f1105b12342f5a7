// Apple docs `TabView` (Received / Sent / Account with .tabItem Labels and .tag) with a selection binding; each tab prints init, body and onAppear.
// The tab structs are built in the body that makes the TabView, so each run of it prints all three inits
// (rules §2.6, §15.8). On iOS 18 a tab's body and onAppear first run when it is first shown; a hidden tab keeps
// its @State; showing it again runs its onAppear but not its body, since its value is unchanged (rules §14.4,
// §15.8, §2.7). The parent reads `selection`, so every switch runs it. The covered tab's onDisappear is left out:
// its order against the new tab's onAppear is not documented.
import SwiftUI

struct ReceivedView: View {
    init() { print("ReceivedView init") }
    var body: some View {
        let _ = print("ReceivedView body")
        Text("Inbox")
            .onAppear { print("appear Received") }
    }
}

struct SentView: View {
    @State private var sent = 0
    init() { print("SentView init") }
    var body: some View {
        let _ = print("SentView body: \(sent) sent")
        Button("Send") { sent += 1 }
            .onAppear { print("appear Sent") }
    }
}

struct AccountView: View {
    init() { print("AccountView init") }
    var body: some View {
        let _ = print("AccountView body")
        Text("Account")
    }
}

struct MailTabs: View {
    @State private var selection = 0

    var body: some View {
        let _ = print("MailTabs body: tab \(selection)")
        TabView(selection: $selection) {
            ReceivedView()
                .tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }
                .tag(0)
            SentView()
                .tabItem { Label("Sent", systemImage: "tray.and.arrow.up.fill") }
                .tag(1)
            AccountView()
                .tabItem { Label("Account", systemImage: "person.crop.circle.fill") }
                .tag(2)
        }
    }
}

:mount MailTabs()
// expect: MailTabs body: tab 0
// expect: ReceivedView init
// expect: SentView init
// expect: AccountView init
// expect: ReceivedView body
// expect: appear Received
:tab "Sent"
// expect: MailTabs body: tab 1
// expect: ReceivedView init
// expect: SentView init
// expect: AccountView init
// expect: SentView body: 0 sent
// expect: appear Sent
:tap "Send"
// expect: SentView body: 1 sent
:tab "Received"
// expect: MailTabs body: tab 0
// expect: ReceivedView init
// expect: SentView init
// expect: AccountView init
// expect: appear Received
:tab "Sent"
// expect: MailTabs body: tab 1
// expect: ReceivedView init
// expect: SentView init
// expect: AccountView init
// expect: appear Sent
