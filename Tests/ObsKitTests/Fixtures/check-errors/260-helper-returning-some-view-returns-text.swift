// Check error: a helper returning some View returns a Text in one branch and an Image in the other
import SwiftUI

struct StatusRow: View {
    let unread: Int

    func badge() -> some View {
        if unread > 0 {
            return Text("\(unread)")
        } else {
            return Image(systemName: "checkmark")
        }
    }

    var body: some View {
        HStack {
            Text("Inbox")
            badge()
        }
    }
}

:mount StatusRow(unread: 3)
// expect-error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
