// SwiftUI from Apple's documentation: Slider (the speed example, driven from code)
// Source: developer.apple.com/documentation/swiftui/slider: "The following example shows a slider bound to
// the value speed. As the slider updates this value, a bound Text view shows the value updating. The
// onEditingChanged closure passed to the slider receives callbacks when the user drags the slider."
// init(value:in:onEditingChanged:): "The slider calls onEditingChanged when editing begins and ends. For
// example, on iOS, editing begins when the user starts to drag the thumb". Here the bound value changes from
// buttons, not by dragging, so isEditing stays false; onChange sees each change, and none when the value
// is set to what it already holds.
import SwiftUI

struct SpeedView: View {
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
            Button("Faster") { speed = min(speed + 25, 100) }
            Button("Report") { print("speed \(speed), editing \(isEditing)") }
        }
        .onChange(of: speed) { oldValue, newValue in
            print("speed \(oldValue) -> \(newValue)")
        }
    }
}

:mount SpeedView()
:tap "Faster"
:tap "Faster"
:tap "Faster"
:tap "Report"

// expect: speed 50.0 -> 75.0
// expect: speed 75.0 -> 100.0
// expect: speed 100.0, editing false
