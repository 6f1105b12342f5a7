// Apple sample style: `ForEach($inbox.messages) { $message in Toggle(...) }` over an `@Observable` model via `@Bindable`
// What SwiftUI does: making `$inbox.messages` reads `messages` in `InboxList`'s body (rules §8.5); a row's Toggle writes
// one element's `isRead` back into the array (rules §15.1), an in-place change that notifies (rules §8.1). `InboxList`
// runs again; `UnreadBadge`, given a plain Int, runs when the count differs (rules §2.1, §2.7). `MailRoot` owns the
// model and never read `messages`, so it does not run (rules §8.3).
// Sources: rules §2.1, §2.7, §8.1, §8.3, §8.5, §15.1; https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

struct Message: Identifiable {
    let id: Int
    var subject: String
    var isRead = false
}

@Observable
final class Inbox {
    var messages = [
        Message(id: 1, subject: "Lunch?"),
        Message(id: 2, subject: "Invoice"),
        Message(id: 3, subject: "Trip photos"),
    ]

    var unreadCount: Int { messages.filter { !$0.isRead }.count }
}

struct UnreadBadge: View {
    let count: Int

    var body: some View {
        let _ = print("UnreadBadge body: \(count)")
        Text("\(count) unread")
    }
}

struct InboxList: View {
    @Bindable var inbox: Inbox

    var body: some View {
        let _ = print("InboxList body")
        VStack {
            List {
                ForEach($inbox.messages) { $message in
                    Toggle(message.subject, isOn: $message.isRead)
                }
            }
            UnreadBadge(count: inbox.unreadCount)
        }
    }
}

struct MailRoot: View {
    @State private var inbox = Inbox()

    var body: some View {
        let _ = print("MailRoot body")
        InboxList(inbox: inbox)
    }
}

:mount MailRoot()
// expect: MailRoot body
// expect: InboxList body
// expect: UnreadBadge body: 3
:toggle "Lunch?"
// expect: InboxList body
// expect: UnreadBadge body: 2
:toggle "Invoice"
// expect: InboxList body
// expect: UnreadBadge body: 1
:toggle "Lunch?"
// expect: InboxList body
// expect: UnreadBadge body: 2
