// Custom styles as tutorials write them: a ButtonStyle that dims itself with `@Environment(\.isEnabled)`, and a
// checkbox ToggleStyle whose parent never reads the flag it binds.
// What SwiftUI does: `.buttonStyle(S())` / `.toggleStyle(S())` make every button or toggle below draw itself with
// `S.makeBody(configuration:)` (Apple, https://developer.apple.com/documentation/swiftui/buttonstyle and
// https://developer.apple.com/documentation/swiftui/togglestyle; rules §15.26). A ButtonStyle only draws: the tap
// runs the button's action. The style's environment is the button's, so under `.disabled(true)` `isEnabled` is
// false (rules §15.11) and a tap is refused. The checkbox's `configuration.isOn` is the toggle's binding
// (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison): its button writes the parent's
// @State, and since only the style's body read it, only the style runs again (rules §3.4); `:toggle` flips the same
// binding (rules §15.26). The checkbox's own button is below `.buttonStyle(DimmingStyle())` too, so the button style
// draws it (three DimmingStyle bodies at first: the checkbox's, Save's, Delete's); a new label for it when the box
// changes does not run DimmingStyle again (rules §15.26, as §2.9). The parent's body runs only for the counter it shows (rules §3.4, §10.1).
// Sources: rules §3.4, §10.1, §15.11, §15.26.
import SwiftUI

struct DimmingStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("DimmingStyle makeBody, enabled \(isEnabled)")
        configuration.label
            .padding(8)
            .opacity(isEnabled ? 1 : 0.4)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("CheckboxStyle makeBody, on \(configuration.isOn)")
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            }
        }
    }
}

struct SettingsPanel: View {
    @State private var saves = 0
    @State private var syncsPhotos = false

    var body: some View {
        let _ = print("SettingsPanel body, saves \(saves)")
        Form {
            Toggle("Sync photos", isOn: $syncsPhotos)
                .toggleStyle(CheckboxStyle())
            Button("Save") { saves += 1 }
            Button("Delete account") { print("deleting") }
                .disabled(true)
        }
        .buttonStyle(DimmingStyle())
    }
}

:mount SettingsPanel()
// expect: SettingsPanel body, saves 0
// expect: CheckboxStyle makeBody, on false
// expect: DimmingStyle makeBody, enabled true
// expect: DimmingStyle makeBody, enabled true
// expect: DimmingStyle makeBody, enabled false
:tap "Sync photos"
// expect: CheckboxStyle makeBody, on true
:toggle "Sync photos"
// expect: CheckboxStyle makeBody, on false
:tap "Save"
// expect: SettingsPanel body, saves 1
:tap "Delete account"
// expect-error: button "Delete account" is disabled
