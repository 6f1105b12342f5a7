// Apple docs `View/toolbar(content:)` with `ToolbarItem(placement:)` (.topBarTrailing, .topBarLeading, .bottomBar), list rows with `.badge` and `.swipeActions`, and a `.disabled` toolbar button.
// Toolbar items inside a NavigationStack are on screen and their buttons work as any button (Apple `toolbaritem`,
// rules §15.4). The toolbar builder runs in the body, so the `.disabled(reminders.isEmpty)` it reads is the current
// count; once the list is empty "Clear" is disabled and tapping it is an error (rules §15.11). `.badge` and the
// swipe actions' buttons are only shown (no swipe here). Each action's writes run the body once (rules §10.1).
import SwiftUI

struct Reminder: Identifiable {
    let id: Int
    var title: String
    var subtasks: Int
}

struct RemindersView: View {
    @State private var reminders = [
        Reminder(id: 1, title: "Buy milk", subtasks: 0),
        Reminder(id: 2, title: "Call mom", subtasks: 2)
    ]
    @State private var nextId = 3

    var body: some View {
        let _ = print("body: \(reminders.map(\.title))")
        NavigationStack {
            List {
                ForEach(reminders) { reminder in
                    Text(reminder.title)
                        .badge(reminder.subtasks)
                        .swipeActions(edge: .trailing) {
                            Button("Archive") { print("archive \(reminder.title)") }
                                .tint(.gray)
                        }
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") {
                        reminders.append(Reminder(id: nextId, title: "Reminder \(nextId)", subtasks: 0))
                        nextId += 1
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear") { reminders.removeAll() }
                        .disabled(reminders.isEmpty)
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(reminders.count) reminders")
                }
            }
        }
    }
}

:mount RemindersView()
// expect: body: ["Buy milk", "Call mom"]
:tap "Add"
// expect: body: ["Buy milk", "Call mom", "Reminder 3"]
:tap "Clear"
// expect: body: []
:tap "Add"
// expect: body: ["Reminder 4"]
:tap "Clear"
// expect: body: []
:tap "Clear"
// expect-error: button "Clear" is disabled
