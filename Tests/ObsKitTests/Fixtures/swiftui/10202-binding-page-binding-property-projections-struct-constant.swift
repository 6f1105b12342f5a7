// Apple docs style: Binding page, `$binding.property` projections into a struct, and `.constant` as previews use it: a child edits two fields of the parent's struct through one @Binding; a constant binding ignores writes (rules §9.3, §15.1)
import SwiftUI

struct Alarm {
    var label: String
    var isOn: Bool
}

struct AlarmEditor: View {
    @Binding var alarm: Alarm

    var body: some View {
        let _ = print("AlarmEditor body: \(alarm.label) \(alarm.isOn)")
        Form {
            TextField("Label", text: $alarm.label)
            Toggle("Enabled", isOn: $alarm.isOn)
        }
    }
}

struct AlarmScreen: View {
    @State private var alarm = Alarm(label: "Wake", isOn: false)

    var body: some View {
        let _ = print("AlarmScreen body")
        VStack {
            AlarmEditor(alarm: $alarm)
            Text("Alarm")
        }
    }
}

:mount AlarmScreen()
// expect: AlarmScreen body
// expect: AlarmEditor body: Wake false
:toggle "Enabled"
// expect: AlarmEditor body: Wake true
:type "s" into "Label"
// expect: AlarmEditor body: Wakes true
:mount AlarmEditor(alarm: .constant(Alarm(label: "Demo", isOn: true)))
// expect: AlarmEditor body: Demo true
:toggle "Enabled"
