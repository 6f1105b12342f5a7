// A "tap twice to confirm" PrimitiveButtonStyle for destructive actions, as posts on PrimitiveButtonStyle build it:
// makeBody hands the configuration to a small view with its own `@State`, which shows the label first, then
// "Confirm" and "Cancel", and calls `configuration.trigger()` only on "Confirm".
// What SwiftUI does: with a PrimitiveButtonStyle the style owns the interaction: the button's action runs only when
// the style calls `configuration.trigger()` (Apple `primitivebuttonstyleconfiguration/trigger()`; rules §15.26).
// The first tap only arms the helper view: its own state changes, so only its body runs (rules §3.4, §3.5). Cancel
// disarms it. Confirm prints, disarms, and triggers the action, which bumps the parent's count: one update, the
// parent first, then the helper (rules §10.1, §2.8). The style itself is an empty struct, equal at every render, and
// reads nothing, so makeBody runs once (rules §2.1, §15.26).
// Sources: rules §2.1, §2.8, §3.4, §3.5, §10.1, §15.26;
// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()
import SwiftUI

struct ConfirmButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("ConfirmButtonStyle makeBody")
        ConfirmingButton(configuration: configuration)
    }
}

struct ConfirmingButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @State private var isArmed = false

    var body: some View {
        let _ = print("ConfirmingButton body: armed \(isArmed)")
        if isArmed {
            HStack {
                Button("Confirm") {
                    print("confirmed")
                    isArmed = false
                    configuration.trigger()
                }
                .foregroundStyle(.red)
                Button("Cancel") { isArmed = false }
            }
        } else {
            Button {
                isArmed = true
            } label: {
                configuration.label
            }
        }
    }
}

struct DangerZone: View {
    @State private var deletions = 0

    var body: some View {
        let _ = print("DangerZone body: \(deletions)")
        VStack(alignment: .leading) {
            Text("Deleted \(deletions) times")
            Button("Delete account") {
                print("account deleted")
                deletions += 1
            }
            .buttonStyle(ConfirmButtonStyle())
        }
    }
}

:mount DangerZone()
// expect: DangerZone body: 0
// expect: ConfirmButtonStyle makeBody
// expect: ConfirmingButton body: armed false
:tap "Delete account"
// expect: ConfirmingButton body: armed true
:tap "Cancel"
// expect: ConfirmingButton body: armed false
:tap "Delete account"
// expect: ConfirmingButton body: armed true
:tap "Confirm"
// expect: confirmed
// expect: account deleted
// expect: DangerZone body: 1
// expect: ConfirmingButton body: armed false
