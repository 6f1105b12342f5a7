// Stack Overflow Q&A style: "ForEach with Binding $items and deletion": rows get bindings from ForEach($reminders); a toggle in one row runs the list's body and, since each row's binding is made anew, every row; onDelete removes by offsets and the remaining rows run once (rules §15.1, §15.2, §9.3, §2.5)
import SwiftUI

struct Reminder: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ReminderRow: View {
    @Binding var reminder: Reminder

    var body: some View {
        let _ = print("ReminderRow body: \(reminder.title) \(reminder.done)")
        Toggle(reminder.title, isOn: $reminder.done)
    }
}

struct ReminderList: View {
    @State private var reminders = [
        Reminder(id: 1, title: "Milk"),
        Reminder(id: 2, title: "Eggs"),
        Reminder(id: 3, title: "Bread"),
    ]

    var body: some View {
        let _ = print("ReminderList body: \(reminders.count) items")
        List {
            ForEach($reminders) { $reminder in
                ReminderRow(reminder: $reminder)
            }
            .onDelete { offsets in
                print("deleting \(offsets.map { reminders[$0].title })")
                reminders.remove(atOffsets: offsets)
            }
        }
    }
}

:mount ReminderList()
// expect: ReminderList body: 3 items
// expect: ReminderRow body: Milk false
// expect: ReminderRow body: Eggs false
// expect: ReminderRow body: Bread false
:toggle "Eggs"
// expect: ReminderList body: 3 items
// expect: ReminderRow body: Milk false
// expect: ReminderRow body: Eggs true
// expect: ReminderRow body: Bread false
:delete "Milk"
// expect: deleting ["Milk"]
// expect: ReminderList body: 2 items
// expect: ReminderRow body: Eggs true
// expect: ReminderRow body: Bread false
