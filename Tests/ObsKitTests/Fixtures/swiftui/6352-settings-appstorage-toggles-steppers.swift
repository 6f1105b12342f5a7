// A settings screen as in many courses (HWS "Storing user settings with UserDefaults/@AppStorage", Sean Allen settings tutorials): Form sections with a Toggle, a Stepper shown only while the Toggle is on, a Picker and a Stepper with a step, all @AppStorage; values survive a remount (Apple: AppStorage "reflects a value from UserDefaults and invalidates a view on a change"; Stepper(_:value:in:step:); SEMANTICS §12 _printChanges tokens; README :remount)
// The author expected the screen to re-run when only its $theme changed; by ObsREPL's reading of rules §15.14 (a
// view re-runs when it read the value), it does not: that line was taken out after the first-sight measurement.
import SwiftUI

struct SettingsScreen: View {
    @AppStorage("remindersOn") private var remindersOn = true
    @AppStorage("dailyGoal") private var dailyGoal = 3
    @AppStorage("fontSize") private var fontSize = 14.0
    @AppStorage("theme") private var theme = "System"

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            Form {
                Section {
                    Toggle("Enable reminders", isOn: $remindersOn)
                    if remindersOn {
                        Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...5)
                    }
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Reminders arrive at 9 am.")
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(["System", "Light", "Dark"], id: \.self) { name in
                            Text(name)
                        }
                    }
                    Stepper("Font size: \(fontSize.formatted())", value: $fontSize, in: 10...20, step: 2)
                }
                Section {
                    Button("Print settings") {
                        print("reminders \(remindersOn), goal \(dailyGoal), font \(fontSize), theme \(theme)")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

:mount SettingsScreen()
:step "Daily goal: 3" up
:step "Daily goal: 4" up
:step "Daily goal: 5" up
:toggle "Enable reminders"
:step "Font size: 14" down
:pick "Dark" in "Theme"
:tap "Print settings"
:unmount
:remount
:tap "Print settings"

// expect: SettingsScreen: @self, @identity, _remindersOn, _dailyGoal, _fontSize, _theme changed.
// expect: SettingsScreen: _dailyGoal changed.
// expect: SettingsScreen: _dailyGoal changed.
// expect: SettingsScreen: _remindersOn changed.
// expect: SettingsScreen: _fontSize changed.
// expect: reminders false, goal 5, font 12.0, theme Dark
// expect: SettingsScreen: @self, @identity, _remindersOn, _dailyGoal, _fontSize, _theme changed.
// expect: reminders false, goal 5, font 12.0, theme Dark
