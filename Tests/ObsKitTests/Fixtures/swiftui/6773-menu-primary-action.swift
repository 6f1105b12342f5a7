// Follows Apple's `Menu` page (https://developer.apple.com/documentation/swiftui/menu), its "primary action"
// form, `Menu(content:label:primaryAction:)`: "The primary action will be performed when the user taps or clicks
// on the body of the menu. Detailed actions can be displayed via a long press or a click on the menu indicator."
// Own code: a mail toolbar whose Compose menu makes a new draft on a tap, beside a plain Mailbox menu.
// - A tap on the Compose menu runs its primary action and does not open it (Apple, above; rules §15.9). Its items
//   need a long press, which no command performs, so the script never uses them.
// - A tap on the plain menu opens it; choosing an item runs it and closes it (rules §15.9). Opening changes no
//   state: no body.
// - Each action writes state the body reads: its line, then one body (rules §0.3, §3.5, §10.1).
import SwiftUI

struct MailToolbar: View {
    @State private var drafts = 0
    @State private var archived = 0

    var body: some View {
        let _ = print("MailToolbar body: \(drafts) drafts, \(archived) archived")
        HStack {
            Menu {
                Button("New from Template") { drafts += 1 }
                Button("New Reminder") { print("reminder") }
            } label: {
                Label("Compose", systemImage: "square.and.pencil")
            } primaryAction: {
                drafts += 1
                print("primary action: draft \(drafts)")
            }
            Menu("Mailbox") {
                Button("Archive All") {
                    archived += 3
                    print("archived \(archived)")
                }
                Button("Mark All Read") { print("all read") }
            }
        }
    }
}

:mount MailToolbar()
// expect: MailToolbar body: 0 drafts, 0 archived
:tap "Compose"
// expect: primary action: draft 1
// expect: MailToolbar body: 1 drafts, 0 archived
:tap "Compose"
// expect: primary action: draft 2
// expect: MailToolbar body: 2 drafts, 0 archived
:tap "Mailbox"
:tap "Archive All"
// expect: archived 3
// expect: MailToolbar body: 2 drafts, 3 archived
:tap "Mailbox"
:tap "Mark All Read"
// expect: all read
