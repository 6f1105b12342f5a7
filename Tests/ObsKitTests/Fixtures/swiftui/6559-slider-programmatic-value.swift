// Apple docs `Slider` (the speed example: value/in/step, min and max labels, onEditingChanged) driven by buttons, not by a drag.
// Apple's page: onEditingChanged tells when the *user* starts and stops dragging; code that sets the bound value
// is no editing, so the callback never runs here and `isEditing` stays false. Each write to `speed` runs the body
// that reads it once, then onChange (rules §3.4, §10.1). Setting the value it already has is an equal write:
// nothing runs (rules §3.4).
import SwiftUI

struct SpeedControl: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        let _ = print("body: speed \(speed), editing \(isEditing)")
        VStack {
            Slider(
                value: $speed,
                in: 0...100,
                step: 5
            ) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                print("onEditingChanged(\(editing))")
                isEditing = editing
            }
            Text("\(speed)")
                .foregroundStyle(isEditing ? .red : .blue)
            Button("Slow Down") { speed -= 10 }
            Button("Full Speed") { speed = 100 }
        }
        .onChange(of: speed) { oldValue, newValue in
            print("speed \(oldValue) -> \(newValue)")
        }
    }
}

:mount SpeedControl()
// expect: body: speed 50.0, editing false
:tap "Full Speed"
// expect: body: speed 100.0, editing false
// expect: speed 50.0 -> 100.0
:tap "Full Speed"
:tap "Slow Down"
// expect: body: speed 90.0, editing false
// expect: speed 100.0 -> 90.0
:tap "Slow Down"
// expect: body: speed 80.0, editing false
// expect: speed 90.0 -> 80.0
