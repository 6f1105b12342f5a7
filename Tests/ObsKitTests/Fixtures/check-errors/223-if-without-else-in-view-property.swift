// Check error: a computed 'some View' property with an 'if' and no else, without @ViewBuilder
import SwiftUI

struct InboxRow: View {
    let title: String
    let unread: Int

    var badge: some View {
        if unread > 0 {
            Text("\(unread)")
                .padding(4)
                .background(Color.red)
        }
    }

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            badge
        }
    }
}

:mount InboxRow(title: "Inbox", unread: 3)
// expect-error: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
