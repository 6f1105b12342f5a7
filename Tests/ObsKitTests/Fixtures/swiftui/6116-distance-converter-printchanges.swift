// A WeSplit-style converter: a Stepper whose label uses a format specifier in its interpolation, a Slider
// on the same value, a Toggle, and a Text(_:format:) result; Self._printChanges() in the body.
// Expected: one body run per change, naming the state that changed (rules §12.1, §12.2).
import SwiftUI

struct DistanceConverter: View {
    @State private var kilometres = 5.0
    @State private var showMiles = true

    private var converted: Double {
        showMiles ? kilometres * 0.621371 : kilometres * 1000
    }

    var body: some View {
        let _ = Self._printChanges()
        Form {
            Section("Input") {
                Stepper("\(kilometres, specifier: "%.1f") km", value: $kilometres, in: 0...100, step: 0.5)
                Slider(value: $kilometres, in: 0...100)
            }
            Section(showMiles ? "Miles" : "Metres") {
                Toggle("Show miles", isOn: $showMiles)
                Text(converted, format: .number.precision(.fractionLength(2)))
            }
        }
    }
}

:mount DistanceConverter()
:step "5.0 km" up
:toggle "Show miles"

// expect: DistanceConverter: @self, @identity, _kilometres, _showMiles changed.
// expect: DistanceConverter: _kilometres changed.
// expect: DistanceConverter: _showMiles changed.
