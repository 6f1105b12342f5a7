// identity-and-lifetime style: PITFALL on purpose, ForEach(Array(items.enumerated()), id: \.offset): the offset is the identity, so inserting at the top shifts every row's @State down one place: "Buy milk" now shows Walk dog's done mark, and the only new row is the last one (rules §1.2, §15.1, §11.1)
import SwiftUI

struct ReminderRow: View {
    let text: String
    @State private var done = false

    var body: some View {
        let _ = print("ReminderRow body: \(text) \(done ? "done" : "open")")
        Button(done ? "\(text) done" : "Finish \(text)") { done = true }
            .onAppear { print("row for \(text) appeared") }
    }
}

struct Reminders: View {
    @State private var items = ["Buy milk", "Walk dog"]

    var body: some View {
        let _ = print("Reminders body: \(items.count) items")
        VStack {
            Button("Add at top") { items.insert("Call mom", at: 0) }
            ForEach(Array(items.enumerated()), id: \.offset) { entry in
                ReminderRow(text: entry.element)
            }
        }
    }
}

:mount Reminders()
// expect: Reminders body: 2 items
// expect: ReminderRow body: Buy milk open
// expect: ReminderRow body: Walk dog open
// expect: row for Buy milk appeared
// expect: row for Walk dog appeared
:tap "Finish Walk dog"
// expect: ReminderRow body: Walk dog done
:tap "Add at top"
// expect: Reminders body: 3 items
// expect: ReminderRow body: Call mom open
// expect: ReminderRow body: Buy milk done
// expect: ReminderRow body: Walk dog open
// expect: row for Walk dog appeared
