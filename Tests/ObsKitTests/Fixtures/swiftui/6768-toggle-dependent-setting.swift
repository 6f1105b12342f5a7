// Follows Apple's `Toggle` page (https://developer.apple.com/documentation/swiftui/toggle): "You create a toggle
// by providing an isOn binding and a label. Bind isOn to a Boolean property that determines whether the toggle
// is on or off." Own code: notification settings where "Play sounds" exists only while alerts are allowed, and
// turning alerts off also turns sounds off.
// - Each flip writes the Bool; the body reads both, so each flip runs it once (rules §3.4, §3.5).
// - `onChange(of: allowAlerts)` runs after the body that built the new value (Apple `view/onchange(of:initial:_:)`);
//   its write to `playSounds` is an ordinary state write and runs the body once more (rules §3.4, §10.1).
// - "Play sounds" is inside `if allowAlerts`: while alerts are off it is not on screen (rules §1.1), so the script
//   flips it only while it is shown.
import SwiftUI

struct AlertSettings: View {
    @State private var allowAlerts = true
    @State private var playSounds = false

    var body: some View {
        let _ = print("AlertSettings body: alerts \(allowAlerts), sounds \(playSounds)")
        Form {
            Toggle("Allow alerts", isOn: $allowAlerts)
            if allowAlerts {
                Toggle("Play sounds", isOn: $playSounds)
            }
        }
        .onChange(of: allowAlerts) { _, isOn in
            print("alerts turned \(isOn ? "on" : "off")")
            if !isOn {
                playSounds = false
            }
        }
    }
}

:mount AlertSettings()
// expect: AlertSettings body: alerts true, sounds false
:toggle "Play sounds"
// expect: AlertSettings body: alerts true, sounds true
:toggle "Allow alerts"
// expect: AlertSettings body: alerts false, sounds true
// expect: alerts turned off
// expect: AlertSettings body: alerts false, sounds false
:toggle "Allow alerts"
// expect: AlertSettings body: alerts true, sounds false
// expect: alerts turned on
