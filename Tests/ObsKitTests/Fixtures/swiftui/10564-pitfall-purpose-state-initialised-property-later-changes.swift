// everyday app screens style: PITFALL ON PURPOSE, an @State initialised from a property that later changes: a reminder editor copies `minutes` into @State in its init; when the settings screen changes `minutes` the editor's body runs (its value changed) but keeps the old draft; the fix, .id(minutes), gives it a new identity and a fresh draft (rules §3.2, §2.5, §1.3)
import SwiftUI

struct ReminderEditor: View {
    let minutes: Int
    @State private var draft: Int

    init(minutes: Int) {
        self.minutes = minutes
        _draft = State(initialValue: minutes)
        print("ReminderEditor init: minutes=\(minutes)")
    }

    var body: some View {
        let _ = print("ReminderEditor body: minutes=\(minutes) draft=\(draft)")
        Stepper("Draft \(draft)", value: $draft, in: 0...120, step: 5)
    }
}

struct ReminderSettingsScreen: View {
    @State private var minutes = 10

    var body: some View {
        let _ = print("ReminderSettingsScreen body: minutes=\(minutes)")
        Form {
            Button("Use 30 minutes") { minutes = 30 }
            ReminderEditor(minutes: minutes)
        }
    }
}

struct FixedReminderScreen: View {
    @State private var minutes = 10

    var body: some View {
        let _ = print("FixedReminderScreen body: minutes=\(minutes)")
        Form {
            Button("Use 30 minutes") { minutes = 30 }
            ReminderEditor(minutes: minutes)
                .id(minutes)
        }
    }
}

:mount ReminderSettingsScreen()
// expect: ReminderSettingsScreen body: minutes=10
// expect: ReminderEditor init: minutes=10
// expect: ReminderEditor body: minutes=10 draft=10
:tap "Use 30 minutes"
// expect: ReminderSettingsScreen body: minutes=30
// expect: ReminderEditor init: minutes=30
// expect: ReminderEditor body: minutes=30 draft=10
:step "Draft 10" up
// expect: ReminderEditor body: minutes=30 draft=15
:unmount
:mount FixedReminderScreen()
// expect: FixedReminderScreen body: minutes=10
// expect: ReminderEditor init: minutes=10
// expect: ReminderEditor body: minutes=10 draft=10
:step "Draft 10" up
// expect: ReminderEditor body: minutes=10 draft=15
:tap "Use 30 minutes"
// expect: FixedReminderScreen body: minutes=30
// expect: ReminderEditor init: minutes=30
// expect: ReminderEditor body: minutes=30 draft=30
