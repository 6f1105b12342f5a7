// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/slider (the speed slider with a Text that shows its value)
// Apple's Slider example (speed 0...100 and an isEditing flag set by onEditingChanged), with buttons that set the
// bound value from code, as a drag would.
// - "As the user moves the thumb, the slider updates its bound value"; the Text reads `speed`, so each change runs
//   the body once and the slider shows the new value (https://developer.apple.com/documentation/swiftui/state).
// - Nothing drags the thumb here, so onEditingChanged never runs and isEditing stays false.
import SwiftUI

struct SpeedView: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        let _ = print("SpeedView body: \(speed), editing \(isEditing)")
        VStack {
            Slider(
                value: $speed,
                in: 0...100,
                onEditingChanged: { editing in
                    isEditing = editing
                }
            )
            Text("\(speed)")
                .foregroundColor(isEditing ? .red : .blue)
            Button("Faster") { speed += 10 }
            Button("Stop") { speed = 0 }
        }
    }
}

:mount SpeedView()
// expect: SpeedView body: 50.0, editing false
:tap "Faster"
// expect: SpeedView body: 60.0, editing false
:tap "Stop"
// expect: SpeedView body: 0.0, editing false
:tree
// expect: SpeedView#1
// expect:   VStack
// expect:     Slider = 0.0
// expect:     Text "0.0"  .foregroundColor
// expect:     Button "Faster"
// expect:     Button "Stop"
