// Kodeco-style "view model lifecycle" walkthrough: a pushed detail screen creates its view model in `init` with
// `State(initialValue:)`, and the view model goes away when the screen is popped
// What SwiftUI does: the root binds `NavigationStack(path: $path)` to its own `@State` array; making `$path` is not a
// read, so pushes and pops do not run the root's body (rules §3.5). `navigationDestination(for:)` builds the detail
// when its value is pushed (rules §14.3), so the detail's init, and with it the view model's init, runs at the push
// (rules §3.1), and its state is installed from that value (rules §3.2). A pop destroys the pushed node and
// releases its state: the view model deinits (rules §1.4, §14.3). Pushing another message makes a new screen with a
// new view model. Nothing else holds the view model: the detail has no appearance callbacks or tasks.
// Sources: rules §1.4, §3.1, §3.2, §3.5, §8.3, §14.3, §15.12; Apple `NavigationStack`
// https://developer.apple.com/documentation/swiftui/navigationstack
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let subject: String
}

let sampleMessages = [
    Message(id: 1, subject: "Quarterly report"),
    Message(id: 2, subject: "Lunch on Friday?"),
]

@MainActor
@Observable
final class MessageDetailViewModel {
    let messageID: Int
    var isRead = false

    init(messageID: Int) {
        self.messageID = messageID
        print("MessageDetailViewModel init #\(messageID)")
    }

    deinit {
        print("MessageDetailViewModel deinit #\(messageID)")
    }

    var subject: String {
        sampleMessages.first { $0.id == messageID }?.subject ?? "?"
    }

    func markRead() {
        isRead = true
    }
}

struct MessageDetailScreen: View {
    @State private var viewModel: MessageDetailViewModel

    init(messageID: Int) {
        _viewModel = State(initialValue: MessageDetailViewModel(messageID: messageID))
    }

    var body: some View {
        let _ = print("MessageDetailScreen body: \(viewModel.subject), read: \(viewModel.isRead)")
        VStack {
            Text(viewModel.subject)
            Button("Mark as read") { viewModel.markRead() }
        }
    }
}

struct InboxScreen: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("InboxScreen body")
        NavigationStack(path: $path) {
            List(sampleMessages) { message in
                NavigationLink(message.subject, value: message.id)
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { id in
                MessageDetailScreen(messageID: id)
            }
        }
    }
}

:mount InboxScreen()
// expect: InboxScreen body
:tap "Lunch on Friday?"
// expect: MessageDetailViewModel init #2
// expect: MessageDetailScreen body: Lunch on Friday?, read: false
:tap "Mark as read"
// expect: MessageDetailScreen body: Lunch on Friday?, read: true
:back
// expect: MessageDetailViewModel deinit #2
:tap "Quarterly report"
// expect: MessageDetailViewModel init #1
// expect: MessageDetailScreen body: Quarterly report, read: false
:back
// expect: MessageDetailViewModel deinit #1
:tap "Lunch on Friday?"
// expect: MessageDetailViewModel init #2
// expect: MessageDetailScreen body: Lunch on Friday?, read: false
