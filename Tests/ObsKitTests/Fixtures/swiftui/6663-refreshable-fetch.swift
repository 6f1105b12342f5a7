// Follows Apple's page "refreshable(action:)" (developer.apple.com/documentation/swiftui/view/refreshable(action:)),
// whose example refreshes a mailbox's conversations with `.refreshable { await mailbox.fetch() }`.
// - A pull (:refresh) runs the async action; it runs until it waits (here Task.sleep on the virtual clock), and
//   :advance resumes it (rules §15.10, §10.1). The refresh ends when the action returns.
// - The action changes the @Observable model after the wait; the list's body read the conversations, so it runs
//   once after the change, after the action's own print (rules §8.3, §10.1). Nothing runs while it waits.
import SwiftUI

struct Conversation: Identifiable {
    let id: Int
    let subject: String
}

@MainActor
@Observable
final class MailboxModel {
    var conversations = [Conversation(id: 1, subject: "Welcome"), Conversation(id: 2, subject: "Your receipt")]

    func fetch() async {
        print("fetch started, \(conversations.count) conversations")
        try? await Task.sleep(for: .seconds(1))
        conversations.insert(Conversation(id: conversations.count + 1, subject: "New message"), at: 0)
        print("fetch finished, \(conversations.count) conversations")
    }
}

struct ConversationList: View {
    @State private var mailbox = MailboxModel()

    var body: some View {
        let _ = print("ConversationList body, \(mailbox.conversations.count) conversations")
        NavigationStack {
            List(mailbox.conversations) { conversation in
                Text(conversation.subject)
            }
            .refreshable {
                await mailbox.fetch()
            }
            .navigationTitle("Inbox")
        }
    }
}

:mount ConversationList()
// expect: ConversationList body, 2 conversations
:refresh
// expect: fetch started, 2 conversations
:advance 500ms
:advance 500ms
// expect: fetch finished, 3 conversations
// expect: ConversationList body, 3 conversations
:refresh
// expect: fetch started, 3 conversations
:advance 1s
// expect: fetch finished, 4 conversations
// expect: ConversationList body, 4 conversations
