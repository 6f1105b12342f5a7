// Apple: Slider (init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:), the speed example with a Text showing the value); the bound @State changes from buttons here (ObsREPL has no drag command); an equal write does not re-run the body (SEMANTICS §3)
import SwiftUI

struct FanSpeedView: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        let _ = print("speed \(speed)")
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
                isEditing = editing
            }
            Text("\(Int(speed))%")
                .foregroundStyle(isEditing ? .red : .blue)
            HStack {
                Button("Slower") { speed = max(speed - 25, 0) }
                Button("Faster") { speed = min(speed + 25, 100) }
            }
        }
        .padding()
    }
}

:mount FanSpeedView()
:tap "Faster"
:tap "Faster"
:tap "Faster"
:tap "Slower"

// expect: speed 50.0
// expect: speed 75.0
// expect: speed 100.0
// expect: speed 75.0
