// Swift with Majid style: an unread count in the environment; a badge shows it, a button only uses it in its action
// What SwiftUI does: a view with `@Environment(\.key)` runs again when that key's value changes (rules §14.2); the
// property's box is updated before the body whether or not the body reads it, so the "Mark all read" button, which
// uses the count only inside its action, runs again too (rules §15.25 reads §14.2 the same way: "read or not"). The
// header declares nothing and gets an equal value: its body is not run again (rules §2.1, §2.7). An action reads
// the value its view last rendered with.
// Sources: rules §2.1, §2.7, §3.5, §14.2, §15.25; https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

extension EnvironmentValues {
    @Entry var unreadCount: Int = 0
}

struct TabHeader: View {
    let title: String

    var body: some View {
        let _ = print("TabHeader body")
        Text(title).font(.largeTitle)
    }
}

struct UnreadBadge: View {
    @Environment(\.unreadCount) private var unread

    var body: some View {
        let _ = print("UnreadBadge body: \(unread)")
        Text("\(unread) unread")
    }
}

struct MarkAllReadButton: View {
    @Environment(\.unreadCount) private var unread

    var body: some View {
        let _ = print("MarkAllReadButton body")
        Button("Mark all read") {
            print("marking \(unread) messages as read")
        }
    }
}

struct InboxTab: View {
    @State private var unread = 3

    var body: some View {
        let _ = print("InboxTab body: \(unread)")
        VStack {
            TabHeader(title: "Inbox")
            UnreadBadge()
            MarkAllReadButton()
            Button("New mail") { unread += 1 }
        }
        .environment(\.unreadCount, unread)
    }
}

:mount InboxTab()
// expect: InboxTab body: 3
// expect: TabHeader body
// expect: UnreadBadge body: 3
// expect: MarkAllReadButton body
:tap "New mail"
// expect: InboxTab body: 4
// expect: UnreadBadge body: 4
// expect: MarkAllReadButton body
:tap "Mark all read"
// expect: marking 4 messages as read
