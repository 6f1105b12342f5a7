// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/slider (Slider's bound value moved by buttons; onChange)
// Apple's Slider page: "As the slider updates this value, a bound Text view shows the value updating." A slider is a
// view of its binding, so writing `speed` from elsewhere moves it too; each write of a new value runs onChange once, and
// writing the value the State already holds runs nothing.
// - "Slow down" twice (50 -> 25 -> 0), "Full speed" (0 -> 100), "Full speed" again (no change).
import SwiftUI

struct SpeedControl: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
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
            Button("Slow down") { speed = max(0, speed - 25) }
            Button("Full speed") { speed = 100 }
        }
        .onChange(of: speed) { oldValue, newValue in
            print("speed \(oldValue) -> \(newValue)")
        }
    }
}

:mount SpeedControl()
:tap "Slow down"
// expect: speed 50.0 -> 25.0
:tap "Slow down"
// expect: speed 25.0 -> 0.0
:tap "Full speed"
// expect: speed 0.0 -> 100.0
:tap "Full speed"
