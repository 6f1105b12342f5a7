// HWS "showing and hiding form rows" style: a Toggle in a Form reveals a Section with `if`; the Picker inside is bound to the parent's enum, which survives hiding because the parent owns it; the summary child is built again each time the section comes back (rules §1.1, §15.5, §2.1)
import SwiftUI

enum Frequency: String, CaseIterable {
    case daily = "Daily"
    case weekly = "Weekly"
}

struct FrequencySummary: View {
    let frequency: Frequency

    var body: some View {
        let _ = print("FrequencySummary body: \(frequency.rawValue)")
        Text("You'll be reminded \(frequency.rawValue.lowercased())")
    }
}

struct ReminderForm: View {
    @State private var remindersOn = false
    @State private var frequency = Frequency.daily

    var body: some View {
        let _ = print("ReminderForm body: on=\(remindersOn), \(frequency.rawValue)")
        Form {
            Section {
                Toggle("Reminders", isOn: $remindersOn)
            }
            if remindersOn {
                Section("Schedule") {
                    Picker("Frequency", selection: $frequency) {
                        ForEach(Frequency.allCases, id: \.self) { option in
                            Text(option.rawValue)
                        }
                    }
                    FrequencySummary(frequency: frequency)
                }
            }
        }
    }
}

:mount ReminderForm()
// expect: ReminderForm body: on=false, Daily
:toggle "Reminders"
// expect: ReminderForm body: on=true, Daily
// expect: FrequencySummary body: Daily
:pick "Weekly" in "Frequency"
// expect: ReminderForm body: on=true, Weekly
// expect: FrequencySummary body: Weekly
:toggle "Reminders"
// expect: ReminderForm body: on=false, Weekly
:toggle "Reminders"
// expect: ReminderForm body: on=true, Weekly
// expect: FrequencySummary body: Weekly
