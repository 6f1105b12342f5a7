// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (no action when the value written is equal to the old one)
// onChange compares values: the action gets "The old value that failed the comparison check" and "The new value that
// failed the comparison check". Writing the value the state already holds fails no check, so nothing runs.
// - "Radar" is already chosen: choosing it again is silent; "Beacon" is a change; "Beacon" again is silent.
import SwiftUI

struct AlarmSound: View {
    @State private var sound = "Radar"

    var body: some View {
        VStack {
            Text("Sound: \(sound)")
            Button("Use Radar") { sound = "Radar" }
            Button("Use Beacon") { sound = "Beacon" }
        }
        .onChange(of: sound) { oldValue, newValue in
            print("sound \(oldValue) -> \(newValue)")
        }
    }
}

:mount AlarmSound()
:tap "Use Radar"
:tap "Use Beacon"
// expect: sound Radar -> Beacon
:tap "Use Beacon"
:tap "Use Radar"
// expect: sound Beacon -> Radar
