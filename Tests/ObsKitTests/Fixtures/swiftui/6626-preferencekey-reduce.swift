// Apple docs `PreferenceKey` (`reduce(value:nextValue:)`) + `View/onPreferenceChange(_:perform:)`: rows report their unread counts; the list sums them.
// Each row sets the key with `.preference(key:value:)`; siblings' values are combined in order by `reduce`, here a sum
// (rules §15.23). `onPreferenceChange` runs with the combined value when it changes: 3 when the rows first appear (it
// differs from the default 0), 6 after a row is added, 4 after "Read work". "Move one" changes two rows but not the sum,
// so the action does not run (the value must be Equatable and is compared).
import SwiftUI

struct UnreadKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Mailbox: Identifiable {
    let id: Int
    let name: String
    var unread: Int
}

struct MailboxRow: View {
    let box: Mailbox

    var body: some View {
        Text("\(box.name) (\(box.unread))")
            .preference(key: UnreadKey.self, value: box.unread)
    }
}

struct MailboxList: View {
    @State private var boxes = [
        Mailbox(id: 1, name: "Work", unread: 2),
        Mailbox(id: 2, name: "Home", unread: 1),
    ]

    var body: some View {
        VStack {
            ForEach(boxes) { box in
                MailboxRow(box: box)
            }
            Button("New newsletter") { boxes.append(Mailbox(id: 3, name: "News", unread: 3)) }
            Button("Read work") { boxes[0].unread = 0 }
            Button("Move one") { boxes[2].unread -= 1; boxes[0].unread += 1 }
        }
        .onPreferenceChange(UnreadKey.self) { total in
            print("unread total \(total)")
        }
    }
}

:mount MailboxList()
// expect: unread total 3
:tap "New newsletter"
// expect: unread total 6
:tap "Read work"
// expect: unread total 4
:tap "Move one"
:tap "Read work"
// expect: unread total 3
