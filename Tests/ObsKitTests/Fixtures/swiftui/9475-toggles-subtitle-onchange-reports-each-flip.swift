// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/toggle (Toggles with a subtitle; onChange reports each flip)
// Apple's Toggle page: bind `isOn` to a Boolean property; "use a view builder that creates multiple Text views where
// the first text represents the title and the second text represents the subtitle". A flip writes the State, the
// body (which reads both flags) runs again, then onChange(of:) runs with the value before and after.
// - Flip "Vibrate on Ring" on, "Vibrate on Silent" off, then "Vibrate on Ring" off again.
import SwiftUI

struct RingerSettings: View {
    @State private var vibrateOnRing = false
    @State private var vibrateOnSilent = true

    var body: some View {
        let _ = print("body: ring \(vibrateOnRing), silent \(vibrateOnSilent)")
        Form {
            Toggle(isOn: $vibrateOnRing) {
                Text("Vibrate on Ring")
            }
            Toggle(isOn: $vibrateOnSilent) {
                Text("Vibrate on Silent")
                Text("Also vibrates when the ringer is off")
            }
        }
        .onChange(of: vibrateOnRing) { oldValue, newValue in
            print("vibrate on ring: \(oldValue) -> \(newValue)")
        }
        .onChange(of: vibrateOnSilent) { oldValue, newValue in
            print("vibrate on silent: \(oldValue) -> \(newValue)")
        }
    }
}

:mount RingerSettings()
// expect: body: ring false, silent true
:toggle "Vibrate on Ring"
// expect: body: ring true, silent true
// expect: vibrate on ring: false -> true
:toggle "Vibrate on Silent"
// expect: body: ring true, silent false
// expect: vibrate on silent: true -> false
:toggle "Vibrate on Ring"
// expect: body: ring false, silent false
// expect: vibrate on ring: true -> false
