// Swift Forums style: "why does the whole screen re-render when only the label shows the count?" (pitfall part: the label's init reads the @Observable model, and a child's init runs in the parent's body, so the read is the parent's: the parent runs with @dependencies, then the label; fix part: hand the model down and read it in the label's body, so only the label runs) (rules §8.4, §8.3, §12.1, §12.2, §2.7)
import SwiftUI

@Observable
final class Inbox {
    var unread = 3
}

struct UnreadCount: View {
    let count: Int

    init(inbox: Inbox) {
        count = inbox.unread
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count) unread")
    }
}

struct UnreadLive: View {
    let inbox: Inbox

    var body: some View {
        let _ = Self._printChanges()
        Text("\(inbox.unread) unread")
    }
}

struct MailPitfall: View {
    let inbox: Inbox

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            UnreadCount(inbox: inbox)
            Button("Read one") { inbox.unread -= 1 }
        }
    }
}

struct MailFixed: View {
    let inbox: Inbox

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            UnreadLive(inbox: inbox)
            Button("Read one") { inbox.unread -= 1 }
        }
    }
}

// --- pitfall part
:mount MailPitfall(inbox: Inbox())
// expect: MailPitfall: @self changed.
// expect: UnreadCount: @self changed.
:tap "Read one"
// expect: MailPitfall: @dependencies changed.
// expect: UnreadCount: @self changed.
// --- fix part
:mount MailFixed(inbox: Inbox())
// expect: MailFixed: @self changed.
// expect: UnreadLive: @self changed.
:tap "Read one"
// expect: UnreadLive: @dependencies changed.
