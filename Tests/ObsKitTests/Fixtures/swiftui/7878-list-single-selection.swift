// A mail sidebar: `List(boxes, selection: $selection)` with an optional id. A tap on a row writes the row's id
// into the binding as the binding's type, `Optional(id)` (rules §15.7, §15.18; Apple `list`: init(_:selection:
// rowContent:) takes Binding<SelectionValue?>, and the rows of a List over Identifiable data are tagged with their
// ids). The view reads `selection` in its body, so each change re-runs it (§3.5); onChange runs after the update
// with the old and new values (Apple `view/onchange(of:initial:_:)`).
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct MailboxList: View {
    let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent"), Mailbox(id: 3, name: "Trash")]
    @State private var selection: Mailbox.ID?

    var body: some View {
        let _ = Self._printChanges()
        List(boxes, selection: $selection) { box in
            Text(box.name)
        }
        .onChange(of: selection) { old, new in
            print("selection \(String(describing: old)) -> \(String(describing: new))")
        }
        Text(selection.map { "Selected \($0)" } ?? "Nothing selected")
    }
}

:mount MailboxList()
// expect: MailboxList: @self, @identity, _selection changed.
:tap "Sent"
// expect: MailboxList: _selection changed.
// expect: selection nil -> Optional(2)
:tap "Trash"
// expect: MailboxList: _selection changed.
// expect: selection Optional(2) -> Optional(3)
