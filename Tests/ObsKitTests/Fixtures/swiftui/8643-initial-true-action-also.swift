// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (with initial: true the action also runs when the view initially appears, and then oldValue is the initial value, the same as newValue)
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 5

    var body: some View {
        Stepper("Volume", value: $volume, in: 0...10)
            .onChange(of: volume, initial: true) { oldValue, newValue in
                print("volume \(oldValue) -> \(newValue)")
            }
    }
}

:mount VolumeControl()
print("mounted")
:step "Volume" up
// expect: volume 5 -> 5
// expect: mounted
// expect: volume 5 -> 6
