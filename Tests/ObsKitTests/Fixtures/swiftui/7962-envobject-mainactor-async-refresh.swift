// Style: forum question. "My @MainActor view model loads in a Task from a button; why do I see the spinner only after the tap, and one update at
// the end?" The action makes an unstructured Task, which starts on the main actor after the action returns; it runs until its first suspension,
// so `isLoading = true` lands in an update right away (rules §10.1, ObsREPL's choice: a Task made in a turn starts when the turn ends). The two
// writes after the sleep come in one turn and give one body (rules §10.1, T11). Readers of the environment object re-run (rules §14.1).
import SwiftUI

@MainActor
final class Inbox: ObservableObject {
    @Published var messages: [String] = []
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        print("refresh started")
        try? await Task.sleep(for: .seconds(2))
        messages = ["Hi", "Lunch?"]
        isLoading = false
        print("refresh finished")
    }
}

struct InboxList: View {
    @EnvironmentObject var inbox: Inbox

    var body: some View {
        let _ = print("InboxList body: \(inbox.isLoading ? "loading" : "idle"), \(inbox.messages.count) messages")
        VStack {
            if inbox.isLoading {
                ProgressView()
            }
            ForEach(inbox.messages, id: \.self) { message in
                Text(message)
            }
            Button("Refresh") {
                Task { await inbox.refresh() }
            }
        }
    }
}

struct InboxScreen: View {
    @StateObject private var inbox = Inbox()

    var body: some View {
        InboxList()
            .environmentObject(inbox)
    }
}

:mount InboxScreen()
// expect: InboxList body: idle, 0 messages
:tap "Refresh"
// expect: refresh started
// expect: InboxList body: loading, 0 messages
:advance 1s
:advance 1s
// expect: refresh finished
// expect: InboxList body: idle, 2 messages
