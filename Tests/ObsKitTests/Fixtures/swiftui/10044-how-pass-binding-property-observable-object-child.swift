// Stack Overflow Q&A style: "how to pass a binding to a property of an @Observable object": a child takes @Bindable and binds $alarm.label and $alarm.enabled; a view that gets the model from @Environment makes a local @Bindable in its body; every view that made a binding to a property depends on it (rules §8.5, §9.2, §14.2)
import SwiftUI

@Observable
final class Alarm {
    var label = "Wake"
    var enabled = false
}

struct AlarmEditor: View {
    @Bindable var alarm: Alarm

    var body: some View {
        let _ = print("AlarmEditor body")
        Form {
            TextField("Label", text: $alarm.label)
            Toggle("Enabled", isOn: $alarm.enabled)
        }
    }
}

struct AlarmSummary: View {
    @Environment(Alarm.self) private var alarm

    var body: some View {
        @Bindable var alarm = alarm
        let _ = print("AlarmSummary body: \(alarm.label) \(alarm.enabled ? "on" : "off")")
        Toggle("Quick toggle", isOn: $alarm.enabled)
    }
}

struct AlarmScreen: View {
    @State private var alarm = Alarm()

    var body: some View {
        let _ = print("AlarmScreen body")
        VStack {
            AlarmEditor(alarm: alarm)
            AlarmSummary()
        }
        .environment(alarm)
    }
}

:mount AlarmScreen()
// expect: AlarmScreen body
// expect: AlarmEditor body
// expect: AlarmSummary body: Wake off
:toggle "Enabled"
// expect: AlarmEditor body
// expect: AlarmSummary body: Wake on
:type "!" into "Label"
// expect: AlarmEditor body
// expect: AlarmSummary body: Wake! on
:toggle "Quick toggle"
// expect: AlarmEditor body
// expect: AlarmSummary body: Wake! off
