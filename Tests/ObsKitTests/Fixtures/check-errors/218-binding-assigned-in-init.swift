// Check error: assigning a Binding to a @Binding property in init without '_'
import SwiftUI

struct VolumeControl: View {
    @Binding var level: Double
    let label: String

    init(label: String, level: Binding<Double>) {
        self.label = label
        self.level = level
    }

    var body: some View {
        Slider(value: $level, in: 0...1) {
            Text(label)
        }
    }
}

struct Mixer: View {
    @State private var music = 0.5

    var body: some View {
        VolumeControl(label: "Music", level: $music)
    }
}

:mount Mixer()
// expect-error: cannot assign value of type 'Binding<Double>' to type 'Double'
