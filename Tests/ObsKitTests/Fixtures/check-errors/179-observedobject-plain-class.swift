// Check error: @ObservedObject of a class that does not adopt ObservableObject
import SwiftUI

final class Inbox {
    var unread = 3
}

struct InboxBadge: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        Text("\(inbox.unread) unread")
    }
}
// expect-error: generic struct 'ObservedObject' requires that 'Inbox' conform to 'ObservableObject'
