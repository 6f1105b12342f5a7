// Follows Apple's `Slider` page (https://developer.apple.com/documentation/swiftui/slider): a slider bound to a
// Double in a range, with `onEditingChanged` telling when the user starts and stops dragging, and a Text showing
// the value. Own code: a volume control with Mute and Max buttons that set the same value.
// - A slider and the code share one source of truth: buttons that write `volume` move the slider, and the body,
//   which reads `volume`, runs once per change (rules §3.4, §3.5). A second Mute writes an equal value: nothing
//   runs (rules §3.4).
// - `onEditingChanged` is called only while the user drags the slider (Apple `slider`); nobody drags here (no
//   command drags a slider, README), so it prints nothing.
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 40.0
    @State private var isEditing = false

    var body: some View {
        let _ = print("VolumeControl body: \(Int(volume))%")
        VStack {
            Slider(value: $volume, in: 0...100, step: 1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            } onEditingChanged: { editing in
                print("editing \(editing)")
                isEditing = editing
            }
            Text("\(Int(volume))%")
                .foregroundStyle(isEditing ? .red : .blue)
            HStack {
                Button("Mute") { volume = 0 }
                Button("Max") { volume = 100 }
            }
        }
    }
}

:mount VolumeControl()
// expect: VolumeControl body: 40%
:tap "Mute"
// expect: VolumeControl body: 0%
:tap "Mute"
:tap "Max"
// expect: VolumeControl body: 100%
