// Check error: a child's @Binding Double is given the binding of an Int @State
import SwiftUI

struct VolumeKnob: View {
    @Binding var volume: Double

    var body: some View {
        Slider(value: $volume, in: 0...10)
    }
}

struct MixerView: View {
    @State private var level = 5

    var body: some View {
        VolumeKnob(volume: $level)
    }
}
// expect-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Double>'
