// Hacking with Swift style (hydration settings): an @Observable settings object edited through @Bindable by a Stepper, Toggle and Picker; onChange(of:) with two values and with none on model properties; a computed summary (rules §8.3, §8.5, §11.1, §15.5)
import SwiftUI
import Observation

@Observable
final class HydrationSettings {
    var dailyGoal = 8
    var remindersOn = false
    var reminderInterval = 2

    var summary: String {
        remindersOn
            ? "\(dailyGoal) glasses, remind every \(reminderInterval)h"
            : "\(dailyGoal) glasses, no reminders"
    }
}

struct HydrationSettingsView: View {
    @Bindable var settings: HydrationSettings

    var body: some View {
        let _ = print("settings body: \(settings.summary)")
        Form {
            Stepper("Daily goal", value: $settings.dailyGoal, in: 4...12)
            Toggle("Reminders", isOn: $settings.remindersOn)
            if settings.remindersOn {
                Picker("Every", selection: $settings.reminderInterval) {
                    Text("1 hour").tag(1)
                    Text("2 hours").tag(2)
                    Text("3 hours").tag(3)
                }
            }
        }
        .onChange(of: settings.dailyGoal) { oldGoal, newGoal in
            print("goal changed \(oldGoal) -> \(newGoal)")
        }
        .onChange(of: settings.remindersOn) {
            print("reminders now \(settings.remindersOn)")
        }
    }
}

struct HydrationRoot: View {
    @State private var settings = HydrationSettings()

    var body: some View {
        HydrationSettingsView(settings: settings)
    }
}
:mount HydrationRoot()
// expect: settings body: 8 glasses, no reminders
:step "Daily goal" up
// expect: settings body: 9 glasses, no reminders
// expect: goal changed 8 -> 9
:toggle "Reminders"
// expect: settings body: 9 glasses, remind every 2h
// expect: reminders now true
:pick "3 hours" in "Every"
// expect: settings body: 9 glasses, remind every 3h
:step "Daily goal" down 2
// expect: settings body: 8 glasses, remind every 3h
// expect: goal changed 9 -> 8
// expect: settings body: 7 glasses, remind every 3h
// expect: goal changed 8 -> 7
