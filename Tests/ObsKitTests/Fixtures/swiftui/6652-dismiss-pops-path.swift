// Follows Apple's page "DismissAction" (developer.apple.com/documentation/swiftui/dismissaction): "Pop the current
// view from a NavigationStack" is one of the things dismiss() does. A mailbox whose message screen archives the
// message and pops itself; the stack's path is an array the root observes with onChange(of:).
// - NavigationLink(value:) appends its value to the stack's path; dismiss() in the pushed view pops it, and the
//   stack writes the shorter path back through its binding, as it does when the user goes back (Apple
//   `navigationstack`, `dismissaction`; rules §15.12).
// - onChange(of:) runs with the old and new path after each change (Apple `view/onchange(of:initial:_:)`), never at
//   mount. In "Archive" the action's own print comes first; the pop happens after it.
// - Only the action and onChange print: the order of onChange actions and bodies in one update is not documented.
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let subject: String
}

@Observable
final class Mailbox {
    var inbox = [Message(id: 1, subject: "Lunch?"), Message(id: 2, subject: "Budget"), Message(id: 3, subject: "Trip")]
    var archived: [Message] = []

    func archive(_ id: Int) {
        if let index = inbox.firstIndex(where: { $0.id == id }) {
            archived.append(inbox.remove(at: index))
        }
    }
}

struct MessageView: View {
    let message: Message
    var mailbox: Mailbox
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(message.subject)
                .font(.title)
            Button("Archive") {
                print("archiving \(message.subject)")
                mailbox.archive(message.id)
                dismiss()
            }
            Button("Back to Inbox") { dismiss() }
        }
    }
}

struct InboxView: View {
    @State private var mailbox = Mailbox()
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(mailbox.inbox) { message in
                NavigationLink(message.subject, value: message.id)
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { id in
                if let message = mailbox.inbox.first(where: { $0.id == id }) {
                    MessageView(message: message, mailbox: mailbox)
                }
            }
        }
        .onChange(of: path) { oldPath, newPath in
            print("path \(oldPath) -> \(newPath)")
        }
    }
}

:mount InboxView()
:tap "Budget"
// expect: path [] -> [2]
:tap "Archive"
// expect: archiving Budget
// expect: path [2] -> []
:tap "Trip"
// expect: path [] -> [3]
:tap "Back to Inbox"
// expect: path [3] -> []
:tap "Lunch?"
// expect: path [] -> [1]
:back
// expect: path [1] -> []
