// rules §15.11: `.disabled(true)` makes the controls inside unusable, and an outer `true` wins over an inner
// `.disabled(false)`; ObsREPL refuses the command with an error naming the control.
// Source: https://developer.apple.com/documentation/swiftui/view/disabled(_:) ("the disabled state of an
// outer view takes precedence"). The error is ObsREPL's (rules §15.11).
struct Settings386: View {
    @State private var locked = false
    @State private var sound = true
    var body: some View {
        Toggle("Locked", isOn: $locked)
        Section {
            Toggle("Sound", isOn: $sound).disabled(false)
            Button("Reset") { sound = true }
        }
        .disabled(locked)
        Button("Show") { print("locked", locked, "sound", sound) }
    }
}

:mount Settings386()
:toggle "Sound"
:toggle "Locked"
:tap "Show"
:tap "Reset"

// expect: locked true sound false
// expect-error: button "Reset" is disabled
