// Navigation in apps: a mail inbox pushes a compose screen whose text lives in the pushed view's @State.
// A pop destroys the pushed node and its @State (rules §1.4); the next push is a new node whose @State starts from its
// initial value (rules §3.2). Each keystroke re-runs only the view that reads the text (rules §3.5, §10.1), and the
// root's own @State survives pushes and pops, as its node stays (rules §14.3).
import SwiftUI

enum MailScreen: Hashable {
    case compose
}

struct ComposeView: View {
    @State private var message = ""

    var body: some View {
        let _ = print("ComposeView body, \(message.count) characters")
        Form {
            TextField("Message", text: $message)
            Text("\(message.count)/140")
        }
        .navigationTitle("New Message")
    }
}

struct Inbox: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Inbox body, refreshed \(refreshes)")
        NavigationStack {
            List {
                Text("Refreshed \(refreshes) times")
                NavigationLink("New message", value: MailScreen.compose)
            }
            .navigationDestination(for: MailScreen.self) { _ in
                ComposeView()
            }
            .toolbar {
                Button("Refresh") { refreshes += 1 }
            }
        }
    }
}

:mount Inbox()
// expect: Inbox body, refreshed 0
:tap "Refresh"
// expect: Inbox body, refreshed 1
:tap "New message"
// expect: ComposeView body, 0 characters
:type "Hi" into "Message"
// expect: ComposeView body, 1 characters
// expect: ComposeView body, 2 characters
:back
:tap "New message"
// expect: ComposeView body, 0 characters
:back
:tap "Refresh"
// expect: Inbox body, refreshed 2
