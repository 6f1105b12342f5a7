// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (with initial: true the two-parameter action also runs when the view initially appears, and then oldValue is the initial value, so both parameters are equal)
import SwiftUI

struct VolumeKnob: View {
    @State private var level = 3

    var body: some View {
        Button("Louder") { level += 1 }
            .onChange(of: level, initial: true) { oldValue, newValue in
                print("level \(oldValue) -> \(newValue)")
            }
    }
}

:mount VolumeKnob()
:tap "Louder"
// expect: level 3 -> 3
// expect: level 3 -> 4
