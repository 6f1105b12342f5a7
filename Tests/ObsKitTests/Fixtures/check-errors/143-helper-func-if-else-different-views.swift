// Mistake: a helper function returning `some View` (without @ViewBuilder) uses an if/else that yields a Text in one branch and an Image in the other.
// Expected message: Xcode (author's knowledge); machine check: branches have mismatching types 'Text' and 'Image'
import SwiftUI

struct InboxRow: View {
    let sender: String
    let unread: Int

    func badge(for count: Int) -> some View {
        if count > 0 {
            Text("\(count)")
        } else {
            Image(systemName: "checkmark")
        }
    }

    var body: some View {
        HStack {
            Text(sender)
            Spacer()
            badge(for: unread)
        }
    }
}

:mount InboxRow(sender: "Alex", unread: 3)
// expect-error: branches have mismatching types 'Text' and 'Image'
