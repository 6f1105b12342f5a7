// Check error: a Slider bound to an Int @State
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 5

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10)
            Text("Volume: \(volume)")
        }
    }
}

:mount VolumeControl()
// expect-error: initializer 'init(value:in:onEditingChanged:)' requires that 'Int' conform to 'BinaryFloatingPoint'
