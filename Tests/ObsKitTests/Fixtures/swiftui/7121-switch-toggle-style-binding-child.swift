// A custom switch ToggleStyle that hands `configuration.$isOn` to a small knob view with `@Binding`, which flips it
// with `onTapGesture`, as "build your own toggle" tutorials do. Only the "Push" toggle is styled; "Email" is a plain
// Toggle the parent never reads.
// What SwiftUI does: makeBody gets the toggle's binding (rules §15.26); passing `$isOn` on is not a read (rules
// §3.5), so makeBody does not depend on the value and, with an equal style value, does not run again (rules §15.26).
// The knob reads its `@Binding`, so a change of the source runs the knob (rules §9.3). The parent reads
// `pushEnabled` and runs too, first (rules §2.8). Flipping "Email", which no body reads, runs nothing (rules §3.5).
// Sources: rules §2.8, §3.5, §9.3, §15.10, §15.26; https://developer.apple.com/documentation/swiftui/togglestyle
// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration
import SwiftUI

struct PillSwitchToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("PillSwitchToggleStyle makeBody")
        HStack {
            configuration.label
            Spacer()
            SwitchKnob(isOn: configuration.$isOn)
        }
    }
}

struct SwitchKnob: View {
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("SwitchKnob body: \(isOn)")
        Text(isOn ? "ON" : "OFF")
            .font(.caption.bold())
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(isOn ? Color.green : Color.gray.opacity(0.3), in: Capsule())
            .onTapGesture {
                withAnimation(.snappy) {
                    isOn.toggle()
                }
            }
    }
}

struct NotificationSettings: View {
    @State private var pushEnabled = false
    @State private var emailEnabled = true

    var body: some View {
        let _ = print("NotificationSettings body: push \(pushEnabled)")
        Form {
            Toggle("Push", isOn: $pushEnabled)
                .toggleStyle(PillSwitchToggleStyle())
            Toggle("Email", isOn: $emailEnabled)
            Text(pushEnabled ? "You'll get push alerts" : "Push alerts are off")
        }
    }
}

:mount NotificationSettings()
// expect: NotificationSettings body: push false
// expect: PillSwitchToggleStyle makeBody
// expect: SwitchKnob body: false
:tap "OFF"
// expect: NotificationSettings body: push true
// expect: SwitchKnob body: true
:toggle "Email"
:toggle "Push"
// expect: NotificationSettings body: push false
// expect: SwitchKnob body: false
