// Forum question: "After I delete the selected reminder, my detail text says nothing is selected, but
// `selection` still holds its id. Shouldn't the List clear it?" No: `List(selection:)` writes the binding only when
// the user selects or deselects a row (rules §15.18; Apple `list`: the binding is the list's selection, which the
// app owns); onDelete only tells the app the offsets, and the app's action removes the data (§15.2). Nothing
// writes `selection`, so it keeps Optional(2) after the delete, and the lookup in the body finds no reminder.
import SwiftUI

struct Reminder: Identifiable {
    let id: Int
    let text: String
}

struct ReminderList: View {
    @State private var reminders = [
        Reminder(id: 1, text: "Buy milk"),
        Reminder(id: 2, text: "Call mom"),
        Reminder(id: 3, text: "Pay rent"),
    ]
    @State private var selection: Int?

    var body: some View {
        let _ = print("body: \(reminders.count) reminders, selection \(String(describing: selection))")
        List(selection: $selection) {
            ForEach(reminders) { reminder in
                Text(reminder.text)
            }
            .onDelete { reminders.remove(atOffsets: $0) }
        }
        Text(reminders.first { $0.id == selection }?.text ?? "no reminder selected")
    }
}

:mount ReminderList()
// expect: body: 3 reminders, selection nil
:tap "Call mom"
// expect: body: 3 reminders, selection Optional(2)
:delete "Call mom"
// expect: body: 2 reminders, selection Optional(2)
:tap "Buy milk"
// expect: body: 2 reminders, selection Optional(1)
