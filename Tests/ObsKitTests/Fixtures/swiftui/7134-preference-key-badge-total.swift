// Reading child values with a PreferenceKey: each mailbox row publishes its unread count, the key sums them, and the
// parent shows the total it learns in `onPreferenceChange`, as posts on PreferenceKey explain it.
// What SwiftUI does: sibling values are combined in tree order by `reduce` (rules §15.23; Apple `preferencekey`).
// After a render that changed the screen, `onPreferenceChange` runs with the new combined value when it changed
// (and, in ObsREPL, at first when it differs from `defaultValue`, rules §15.23). Its action writes the parent's
// `@State`, which runs the parent again in the same turn (rules §10.1); the rows' inputs are unchanged then, so they
// don't run (rules §2.7). A row whose count changes runs, then the total is reported again.
// Sources: rules §2.7, §10.1, §15.23; https://developer.apple.com/documentation/swiftui/preferencekey
// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
import SwiftUI

struct BadgeTotalKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct MailboxRow: View {
    let name: String
    let unread: Int

    var body: some View {
        let _ = print("MailboxRow body: \(name) \(unread)")
        HStack {
            Text(name)
            Spacer()
            Text("\(unread)")
                .foregroundStyle(.secondary)
        }
        .preference(key: BadgeTotalKey.self, value: unread)
    }
}

struct MailboxesView: View {
    @State private var inbox = 2
    @State private var work = 3
    @State private var total = 0

    var body: some View {
        let _ = print("MailboxesView body: total \(total)")
        VStack(alignment: .leading) {
            Text("Unread: \(total)")
                .font(.headline)
            MailboxRow(name: "Inbox", unread: inbox)
            MailboxRow(name: "Work", unread: work)
            Button("New mail") { inbox += 1 }
            Button("Read work") { work = 0 }
        }
        .onPreferenceChange(BadgeTotalKey.self) { newTotal in
            print("total changed to \(newTotal)")
            total = newTotal
        }
    }
}

:mount MailboxesView()
// expect: MailboxesView body: total 0
// expect: MailboxRow body: Inbox 2
// expect: MailboxRow body: Work 3
// expect: total changed to 5
// expect: MailboxesView body: total 5
:tap "New mail"
// expect: MailboxesView body: total 5
// expect: MailboxRow body: Inbox 3
// expect: total changed to 6
// expect: MailboxesView body: total 6
:tap "Read work"
// expect: MailboxesView body: total 6
// expect: MailboxRow body: Work 0
// expect: total changed to 3
// expect: MailboxesView body: total 3
