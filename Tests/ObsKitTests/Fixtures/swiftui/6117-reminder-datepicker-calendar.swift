// A reminder form with a DatePicker bound to a Date, a Stepper for "days ahead", and a Schedule button
// that adds days with Calendar and prints the date's parts.
// Expected: the date starts at the session's "now" (ObsREPL's virtual clock: Monday 3 March 2025, 09:41
// UTC, the project README's device settings); two days ahead is 5 March, 9 h.
import SwiftUI

struct ReminderForm: View {
    @State private var title = ""
    @State private var dueDate = Date.now
    @State private var daysAhead = 0

    var body: some View {
        Form {
            TextField("Reminder", text: $title)
            DatePicker("Due", selection: $dueDate, displayedComponents: [.date, .hourAndMinute])
            Stepper("In \(daysAhead) days", value: $daysAhead, in: 0...30)
            Button("Schedule") {
                let due = Calendar.current.date(byAdding: .day, value: daysAhead, to: dueDate)!
                let parts = Calendar.current.dateComponents([.month, .day, .hour], from: due)
                print("\(title): month \(parts.month!), day \(parts.day!), \(parts.hour!)h")
            }
            .disabled(title.isEmpty)
        }
    }
}

:mount ReminderForm()
:type "Water plants" into "Reminder"
:step "In 0 days" up
:step "In 1 days" up
:tap "Schedule"

// expect: Water plants: month 3, day 5, 9h
