// Issue 13 (A), a reminder form: a Toggle that enables a DatePicker (fixed start date, so the output is the
// same every run), a repeat Picker over strings, a toolbar Save button disabled while the title is empty.
// Expected: the toggle only enables the DatePicker (`.disabled(!hasDueDate)`), the date itself is left as
// it is; Save prints the stored date as seconds since 1970.
import SwiftUI

struct ReminderForm: View {
    @State private var title = ""
    @State private var hasDueDate = false
    @State private var dueDate = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var repeatRule = "Never"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Toggle("Due date", isOn: $hasDueDate.animation())
                DatePicker("Date", selection: $dueDate, displayedComponents: [.date, .hourAndMinute])
                    .disabled(!hasDueDate)
                Picker("Repeat", selection: $repeatRule) {
                    ForEach(["Never", "Daily", "Weekly"], id: \.self) { rule in
                        Text(rule)
                    }
                }
            }
            .navigationTitle("New Reminder")
            .toolbar {
                Button("Save") {
                    let due = hasDueDate ? "\(Int(dueDate.timeIntervalSince1970))" : "none"
                    print("saved '\(title)', due \(due), repeats \(repeatRule)")
                }
                .disabled(title.isEmpty)
            }
        }
    }
}

:mount ReminderForm()
:type "Dentist" into "Title"
:tap "Save"
:toggle "Due date"
:pick "Weekly" in "Repeat"
:tap "Save"

// expect: saved 'Dentist', due none, repeats Never
// expect: saved 'Dentist', due 1700000000, repeats Weekly
