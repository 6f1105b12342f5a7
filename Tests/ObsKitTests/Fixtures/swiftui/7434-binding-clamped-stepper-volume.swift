// Hacking with Swift style: a clamped binding, `Binding(get:set:)` that keeps a volume between 0 and 10
// What SwiftUI does: the Stepper's range (0...20) is wider than the model allows; its + and - call the binding's
// setter outside any body (rules §9.1), which clamps. A clamped value equal to the stored one is an equal `@State`
// write and runs nothing (rules §3.4); a different one re-runs the view that read `volume` (rules §3.5). A button that
// writes 99 through the same binding is clamped the same way.
// Sources: rules §3.4, §3.5, §9.1; https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
// https://developer.apple.com/documentation/swiftui/stepper
import SwiftUI

struct VolumeKnob: View {
    @State private var volume = 9

    var body: some View {
        let _ = print("VolumeKnob body: \(volume)")
        let clamped = Binding(
            get: { volume },
            set: { requested in
                print("asked for \(requested)")
                volume = min(max(requested, 0), 10)
            }
        )
        VStack {
            Stepper("Volume", value: clamped, in: 0...20)
            Button("Max out") { clamped.wrappedValue = 99 }
        }
    }
}

:mount VolumeKnob()
// expect: VolumeKnob body: 9
:step "Volume" up
// expect: asked for 10
// expect: VolumeKnob body: 10
:step "Volume" up
// expect: asked for 11
:tap "Max out"
// expect: asked for 99
:step "Volume" down
// expect: asked for 9
// expect: VolumeKnob body: 9
