// Check error: a Slider given the @State value instead of its binding
import SwiftUI

struct VolumeView: View {
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Slider(value: volume, in: 0...1)
            Text("Volume: \(Int(volume * 100))%")
        }
    }
}

:mount VolumeView()
// expect-error: cannot convert value 'volume' of type 'Double' to expected type 'Binding<Double>', use wrapper instead
