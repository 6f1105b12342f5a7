// Apple List docs style: List($reminders, editActions: .delete) { $reminder in } on @State; a swipe removes the element itself (no onDelete written), and every edit runs the list's body and every remaining row, whose bindings are new at each render (rules §15.2, §15.1, §3.5)
import SwiftUI

struct Reminder: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

struct ReminderRow: View {
    @Binding var reminder: Reminder

    var body: some View {
        let _ = print("ReminderRow body: \(reminder.title) \(reminder.done ? "done" : "open")")
        HStack {
            Text(reminder.title)
            Spacer()
            Toggle("Done", isOn: $reminder.done)
                .labelsHidden()
        }
    }
}

struct RemindersView: View {
    @State private var reminders = [
        Reminder(id: 1, title: "Call mom"),
        Reminder(id: 2, title: "Buy stamps"),
        Reminder(id: 3, title: "Water plants"),
    ]

    var body: some View {
        let _ = print("RemindersView body: \(reminders.count) reminders, \(reminders.filter { !$0.done }.count) open")
        List($reminders, editActions: .delete) { $reminder in
            ReminderRow(reminder: $reminder)
        }
    }
}

:mount RemindersView()
// expect: RemindersView body: 3 reminders, 3 open
// expect: ReminderRow body: Call mom open
// expect: ReminderRow body: Buy stamps open
// expect: ReminderRow body: Water plants open
:toggle "Done" 1
// expect: RemindersView body: 3 reminders, 2 open
// expect: ReminderRow body: Call mom done
// expect: ReminderRow body: Buy stamps open
// expect: ReminderRow body: Water plants open
:delete "Buy stamps"
// expect: RemindersView body: 2 reminders, 1 open
// expect: ReminderRow body: Call mom done
// expect: ReminderRow body: Water plants open
