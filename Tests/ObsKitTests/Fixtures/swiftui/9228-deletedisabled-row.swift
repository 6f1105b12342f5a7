// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:) (keeping one row of a deletable ForEach from being deleted)
// Apple: `deleteDisabled(_:)` adds a condition for whether the view's hierarchy is deletable. The mailboxes
// list has onDelete, but the Inbox row is marked `.deleteDisabled(true)`: the other rows can be swiped away
// (offsets as usual), the Inbox can't, and its onDelete never runs for it.
import SwiftUI

struct Mailbox: Identifiable {
    let id: Int
    let name: String
    var isSystem: Bool { name == "Inbox" }
}

struct Mailboxes: View {
    @State private var boxes = [
        Mailbox(id: 1, name: "Inbox"),
        Mailbox(id: 2, name: "Receipts"),
        Mailbox(id: 3, name: "Travel"),
    ]

    var body: some View {
        List {
            ForEach(boxes) { box in
                Text(box.name)
                    .deleteDisabled(box.isSystem)
            }
            .onDelete { offsets in
                print("delete \(Array(offsets))")
                boxes.remove(atOffsets: offsets)
            }
        }
    }
}

:mount Mailboxes()
:delete "Travel"
// expect: delete [2]
:delete "Inbox"
// expect-error: Inbox
