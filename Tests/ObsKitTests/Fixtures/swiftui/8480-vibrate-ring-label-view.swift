// SwiftUI from Apple's documentation: Toggle (Vibrate on Ring, with a label view and with a title string)
// Source: developer.apple.com/documentation/swiftui/toggle: "You create a toggle by providing an isOn binding
// and a label. Bind isOn to a Boolean property that determines whether the toggle is on or off." The example
// Toggle(isOn: $vibrateOnRing) { Text("Vibrate on Ring") }, and the text-only form Toggle("...", isOn:).
// onChange(of:initial:_:) reports each flip with the old and the new value.
import SwiftUI

struct RingerSettings: View {
    @State private var vibrateOnRing = false
    @State private var silentMode = true

    var body: some View {
        Form {
            Toggle(isOn: $vibrateOnRing) {
                Text("Vibrate on Ring")
            }
            Toggle("Silent Mode", isOn: $silentMode)
            Button("Report") {
                print("vibrate \(vibrateOnRing), silent \(silentMode)")
            }
        }
        .onChange(of: vibrateOnRing) { oldValue, newValue in
            print("vibrate: \(oldValue) -> \(newValue)")
        }
    }
}

:mount RingerSettings()
:toggle "Vibrate on Ring"
:toggle "Silent Mode"
:tap "Report"
:toggle "Vibrate on Ring"
:tap "Report"

// expect: vibrate: false -> true
// expect: vibrate true, silent false
// expect: vibrate: true -> false
// expect: vibrate false, silent false
