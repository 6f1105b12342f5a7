// Hacking with Swift style: an unread-badge ViewModifier that reads an `@Observable` inbox from the environment
// What SwiftUI does: the modifier's `@Environment(Inbox.self)` is its own dynamic property, and the reads in its
// body are tracked per property (rules §14.2, §8.3), in the modifier's own body (rules §2.9). Reading one message
// changes `unread`, which only the modifier read: only its body runs, not the icon it wraps (rules §2.9) nor the
// toolbar (which reads nothing in its body). Archiving changes a property nobody read: nothing runs (rules §8.3).
// Sources: rules §2.9, §8.3, §14.2; https://developer.apple.com/documentation/swiftui/viewmodifier
// https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

@Observable
final class Inbox {
    var unread = 2
    var archived = 0
}

struct UnreadBadge: ViewModifier {
    @Environment(Inbox.self) private var inbox

    func body(content: Content) -> some View {
        let _ = print("UnreadBadge body: \(inbox.unread)")
        content
            .overlay(alignment: .topTrailing) {
                Text("\(inbox.unread)")
                    .font(.caption2)
            }
    }
}

struct InboxIcon: View {
    var body: some View {
        let _ = print("InboxIcon body")
        Image(systemName: "tray")
    }
}

struct MailToolbar: View {
    @Environment(Inbox.self) private var inbox

    var body: some View {
        let _ = print("MailToolbar body")
        VStack {
            InboxIcon()
                .modifier(UnreadBadge())
            Button("Read one") { inbox.unread -= 1 }
            Button("Archive") { inbox.archived += 1 }
        }
    }
}

:mount MailToolbar().environment(Inbox())
// expect: MailToolbar body
// expect: UnreadBadge body: 2
// expect: InboxIcon body
:tap "Read one"
// expect: UnreadBadge body: 1
:tap "Archive"
:tap "Read one"
// expect: UnreadBadge body: 0
