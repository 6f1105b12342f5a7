// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:) (a Slider with a step and value labels)
// A Slider and a Stepper bound to the same property of an @Observable model through @Bindable, and a meter view
// that reads the volume.
// - The slider's value is "The selected value within bounds"; both controls write the same property, so pressing
//   the stepper moves the slider too.
// - https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:): the bounds
//   are "the upper and lower bounds permitted by the stepper": a third + press at 1.0 changes nothing.
// - The meter reads `volume`, so it runs once per change
//   (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
import SwiftUI

@Observable
final class Mixer {
    var volume = 0.5
}

struct VolumeControls: View {
    @Bindable var mixer: Mixer

    var body: some View {
        Section {
            Slider(value: $mixer.volume, in: 0...1, step: 0.25) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            Stepper("Nudge", value: $mixer.volume, in: 0...1, step: 0.25)
        }
    }
}

struct Meter: View {
    var mixer: Mixer

    var body: some View {
        let _ = print("meter \(Int(mixer.volume * 100))%")
        Text("\(Int(mixer.volume * 100))%")
    }
}

struct MixerView: View {
    @State private var mixer = Mixer()

    var body: some View {
        Form {
            Meter(mixer: mixer)
            VolumeControls(mixer: mixer)
        }
    }
}

:mount MixerView()
// expect: meter 50%
:step "Nudge" up 3
// expect: meter 75%
// expect: meter 100%
:tree
// expect: MixerView#1
// expect:   Form
// expect:     Meter#2
// expect:       Text "100%"
// expect:     VolumeControls#3
// expect:       Section
// expect:         Slider = 1.0
// expect:         Stepper "Nudge" = 1.0
