// Reddit r/SwiftUI style: List(selection:) over an optional id and over a Set of ids; a tap on a row writes its id into the binding as the binding's type, and the list's owner runs because it reads the selection (rules §15.18, §15.7, §3.5)
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

let allBoxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent"), Mailbox(id: 3, name: "Trash")]

struct MailboxList: View {
    @State private var selection: Mailbox.ID?

    var selectedName: String {
        allBoxes.first { $0.id == selection }?.name ?? "Nothing selected"
    }

    var body: some View {
        let _ = print("MailboxList body: \(selection.map { "\($0)" } ?? "none")")
        VStack {
            List(allBoxes, selection: $selection) { box in
                Text(box.name)
            }
            Text(selectedName)
        }
    }
}

struct MultiMailboxList: View {
    @State private var picked = Set<Int>()

    var body: some View {
        let _ = print("MultiMailboxList body: \(picked.sorted())")
        List(allBoxes, selection: $picked) { box in
            Text(box.name)
        }
    }
}

:mount MailboxList()
// expect: MailboxList body: none
:tap "Sent"
// expect: MailboxList body: 2
:tap "Trash"
// expect: MailboxList body: 3
:mount MultiMailboxList()
// expect: MultiMailboxList body: []
:tap "Inbox"
// expect: MultiMailboxList body: [1]
:tap "Trash"
// expect: MultiMailboxList body: [1, 3]
:tap "Inbox"
// expect: MultiMailboxList body: [3]
