// New-reminder form as Apple's DatePicker and Form pages compose one: a title field, a DatePicker for the day, a
// Toggle that reveals a second DatePicker for the time, a Picker over a CaseIterable enum, and an Add button in the
// toolbar, disabled while the title is empty.
// What SwiftUI does: the DatePickers are shown; no command sets them (rules §15.9). The body reads the title, the
// toggle and the priority, so each change runs it once (rules §3.4); it passes `$dueDate` on without reading it
// (rules §3.5). The toolbar's button is in the navigation bar and its action reads the live date: the virtual
// clock's start, Monday 3 March 2025 (README, Foundation), formatted in en_US.
// Sources: rules §3.4, §3.5, §15.4, §15.9; https://developer.apple.com/documentation/swiftui/datepicker
// https://developer.apple.com/documentation/swiftui/form
import SwiftUI

enum ReminderPriority: String, CaseIterable, Identifiable {
    case none, low, medium, high
    var id: Self { self }
}

struct NewReminderForm: View {
    @State private var title = ""
    @State private var dueDate = Date.now
    @State private var hasAlert = false
    @State private var priority = ReminderPriority.none

    var body: some View {
        let _ = print("NewReminderForm body: '\(title)', alert \(hasAlert), priority \(priority.rawValue)")
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Section("Details") {
                    DatePicker("Due", selection: $dueDate, displayedComponents: [.date])
                    Toggle("Alert", isOn: $hasAlert)
                    if hasAlert {
                        DatePicker("Alert time", selection: $dueDate, displayedComponents: .hourAndMinute)
                    }
                    Picker("Priority", selection: $priority) {
                        ForEach(ReminderPriority.allCases) { level in
                            Text(level.rawValue.capitalized).tag(level)
                        }
                    }
                }
            }
            .navigationTitle("New Reminder")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        print("adding '\(title)' due \(dueDate.formatted(date: .abbreviated, time: .omitted))")
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

:mount NewReminderForm()
// expect: NewReminderForm body: '', alert false, priority none
:type "Tax" into "Title"
// expect: NewReminderForm body: 'T', alert false, priority none
// expect: NewReminderForm body: 'Ta', alert false, priority none
// expect: NewReminderForm body: 'Tax', alert false, priority none
:toggle "Alert"
// expect: NewReminderForm body: 'Tax', alert true, priority none
:pick "High" in "Priority"
// expect: NewReminderForm body: 'Tax', alert true, priority high
:tap "Add"
// expect: adding 'Tax' due Mar 3, 2025
