// Swift Forums thread 79899 / Shadowfacts "Your View's Lifetime Is Not Yours" (a child's init runs at every parent body, its body only when its input changed); rules §2.3, §2.6, §2.7, T14
import SwiftUI

struct Badge: View {
    let label: String

    init(label: String) {
        self.label = label
        print("Badge init: \(label)")
    }

    var body: some View {
        let _ = print("Badge body: \(label)")
        Text(label)
            .padding(4)
    }
}

struct InboxHeader: View {
    @State private var unread = 0

    var body: some View {
        let _ = print("InboxHeader body: \(unread)")
        VStack {
            Text("\(unread) unread")
            Button("New mail") { unread += 1 }
            Badge(label: "Inbox")
            Badge(label: unread > 2 ? "Busy" : "Calm")
        }
    }
}

:mount InboxHeader()
:tap "New mail"
:tap "New mail"
:tap "New mail"

// expect: InboxHeader body: 0
// expect: Badge init: Inbox
// expect: Badge init: Calm
// expect: Badge body: Inbox
// expect: Badge body: Calm
// expect: InboxHeader body: 1
// expect: Badge init: Inbox
// expect: Badge init: Calm
// expect: InboxHeader body: 2
// expect: Badge init: Inbox
// expect: Badge init: Calm
// expect: InboxHeader body: 3
// expect: Badge init: Inbox
// expect: Badge init: Busy
// expect: Badge body: Busy
