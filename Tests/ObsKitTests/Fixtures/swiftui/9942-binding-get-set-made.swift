// Reddit r/SwiftUI style: classic pitfall (on purpose): a Binding(get:set:) made in the parent's body is a new binding at every parent render, so the child that takes it runs each time; the child given $level skips (rules §2.5, §9.1, §2.7)
import SwiftUI

struct VolumeSlider: View {
    @Binding var level: Double

    var body: some View {
        let _ = print("VolumeSlider body: \(level)")
        Slider(value: $level, in: 0...10)
    }
}

struct FixedSlider: View {
    @Binding var level: Double

    var body: some View {
        let _ = print("FixedSlider body: \(level)")
        Slider(value: $level, in: 0...10)
    }
}

struct MixerView: View {
    @State private var level = 5.0
    @State private var clicks = 0

    var body: some View {
        let _ = print("MixerView body: clicks \(clicks)")
        VStack {
            Button("Click") { clicks += 1 }
            VolumeSlider(level: Binding(get: { level }, set: { level = $0 }))
            FixedSlider(level: $level)
        }
    }
}

:mount MixerView()
// expect: MixerView body: clicks 0
// expect: VolumeSlider body: 5.0
// expect: FixedSlider body: 5.0
:tap "Click"
// expect: MixerView body: clicks 1
// expect: VolumeSlider body: 5.0
:tap "Click"
// expect: MixerView body: clicks 2
// expect: VolumeSlider body: 5.0
