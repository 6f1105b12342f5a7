// Follows Apple's TabView (https://developer.apple.com/documentation/swiftui/tabview): iOS 18 `Tab(_:systemImage:value:)` tabs with a selection binding, chosen by the user and by code
// What SwiftUI does: the selection follows the chosen tab, and writing it switches tabs (Apple `tabview`,
// `tab`). On iOS 18 a tab's body and `onAppear` first run when it is first shown; a hidden tab keeps its
// state, and coming back to it runs no body of its own (nothing it depends on changed: rules §0.2). On a
// switch the new tab's body runs first, then the old tab's onDisappear, then the new tab's onAppear
// (rules §15.8, §14.4).
// Sources: Apple `tabview`, `tab`; rules §0.2, §11.1, §14.4, §15.8.
import SwiftUI

enum MailTab: Hashable {
    case received, sent, account
}

struct ReceivedView: View {
    @State private var opened = 0

    var body: some View {
        let _ = print("Received body, opened \(opened)")
        Button("Open message") { opened += 1 }
            .onAppear { print("Received appeared") }
            .onDisappear { print("Received disappeared") }
    }
}

struct SentView: View {
    var body: some View {
        let _ = print("Sent body")
        Text("Nothing sent yet")
            .onAppear { print("Sent appeared") }
            .onDisappear { print("Sent disappeared") }
    }
}

struct AccountView: View {
    @Binding var selection: MailTab

    var body: some View {
        let _ = print("Account body")
        Button("Show inbox") { selection = .received }
            .onAppear { print("Account appeared") }
            .onDisappear { print("Account disappeared") }
    }
}

struct MailTabs: View {
    @State private var selection: MailTab = .received

    var body: some View {
        TabView(selection: $selection) {
            Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
                ReceivedView()
            }
            Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: .sent) {
                SentView()
            }
            Tab("Account", systemImage: "person.crop.circle.fill", value: .account) {
                AccountView(selection: $selection)
            }
        }
    }
}

:mount MailTabs()
// expect: Received body, opened 0
// expect: Received appeared
:tap "Open message"
// expect: Received body, opened 1
:tab "Sent"
// expect: Sent body
// expect: Received disappeared
// expect: Sent appeared
:tab "Received"
// expect: Sent disappeared
// expect: Received appeared
:tab "Account"
// expect: Account body
// expect: Received disappeared
// expect: Account appeared
:tap "Show inbox"
// expect: Account disappeared
// expect: Received appeared
:tap "Open message"
// expect: Received body, opened 2
