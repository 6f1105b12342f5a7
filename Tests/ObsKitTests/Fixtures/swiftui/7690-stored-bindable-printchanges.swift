// Style: blog comment question. Forum question: "_printChanges shows my parent never re-renders when I toggle through @Bindable in a child — is the child really updating?"
// SwiftUI: a stored @Bindable is not a dynamic property, so the child's first run prints only `@self` (rules §8.5, §12.2); making `$alarm.isOn` reads `isOn`,
// so a toggle re-runs the child with `@dependencies` (rules §8.5, §12.1), as it does any view that read `isOn`; the screen that owns the model read none
// of its properties and does not run (rules §8.3). A change to `label` re-runs only the view that read it (rules §8).
import SwiftUI
import Observation

@Observable
final class Alarm {
    var isOn = false
    var label = "Wake"
}

struct AlarmToggle: View {
    @Bindable var alarm: Alarm

    var body: some View {
        let _ = Self._printChanges()
        Toggle(alarm.label, isOn: $alarm.isOn)
    }
}

struct AlarmStatus: View {
    let alarm: Alarm

    var body: some View {
        let _ = Self._printChanges()
        Text(alarm.isOn ? "Alarm set" : "No alarm")
    }
}

struct AlarmScreen: View {
    @State private var alarm = Alarm()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            AlarmToggle(alarm: alarm)
            AlarmStatus(alarm: alarm)
            Button("Rename") { alarm.label = "Gym" }
        }
    }
}

:mount AlarmScreen()
// expect: AlarmScreen: @self, @identity, _alarm changed.
// expect: AlarmToggle: @self changed.
// expect: AlarmStatus: @self changed.
:toggle "Wake"
// expect: AlarmToggle: @dependencies changed.
// expect: AlarmStatus: @dependencies changed.
:tap "Rename"
// expect: AlarmToggle: @dependencies changed.
:toggle "Gym"
// expect: AlarmToggle: @dependencies changed.
// expect: AlarmStatus: @dependencies changed.
