// "My Toggle doesn't move when I pass .constant(true)": a constant Binding ignores writes, so nothing changes and onChange in the child never runs; a binding to @State does change (Apple: Binding.constant(_:) "creates a binding with an immutable value"; SEMANTICS §9 @Binding writes go to the source)
import SwiftUI

struct AlarmSwitch: View {
    let label: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(label, isOn: $isOn)
            .onChange(of: isOn) {
                print("\(label) is now \(isOn)")
            }
    }
}

struct AlarmSettings: View {
    @State private var wakeUp = false

    var body: some View {
        VStack {
            AlarmSwitch(label: "Wake up", isOn: $wakeUp)
            AlarmSwitch(label: "Demo", isOn: .constant(true))
            Button("Report") { print("wake up \(wakeUp)") }
        }
    }
}

:mount AlarmSettings()
:toggle "Wake up"
:toggle "Demo"
:tap "Report"

// expect: Wake up is now true
// expect: wake up true
