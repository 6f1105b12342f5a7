// Follows Apple's Stepper, init(value:in:step:label:onEditingChanged:) (https://developer.apple.com/documentation/swiftui/stepper): steppers over an Int and a Double, each moving by its step inside its range
// What SwiftUI does: each press of + or - adds or subtracts the step from the bound value, within the range
// (Apple `stepper`: "Stepper(value:in:step:)"). Each press is a turn of its own (`:step ... 3` presses three
// times), and the `onChange` actions print each new value. Apple's example shows the value in the label; here
// the labels are fixed titles so that `:step` finds them, and a Text shows the values.
// Sources: Apple `stepper`; rules §10.1, §15 (the `:step` command).
import SwiftUI

struct PartyPlanner: View {
    @State private var guests = 4
    @State private var temperature = 21.0
    private let step = 2
    private let range = 2...10

    var body: some View {
        Form {
            Stepper(value: $guests, in: range, step: step) {
                Text("Guests")
            }
            Stepper("Temperature", value: $temperature, in: 16...26, step: 0.5)
            Text("\(guests) guests at \(temperature, specifier: "%.1f") °C")
        }
        .onChange(of: guests) { _, value in print("guests: \(value)") }
        .onChange(of: temperature) { _, value in print("temperature: \(value)") }
    }
}

:mount PartyPlanner()
:step "Guests" up
// expect: guests: 6
:step "Guests" up 2
// expect: guests: 8
// expect: guests: 10
:step "Guests" down 3
// expect: guests: 8
// expect: guests: 6
// expect: guests: 4
:step "Temperature" down
// expect: temperature: 20.5
:step "Temperature" up 3
// expect: temperature: 21.0
// expect: temperature: 21.5
// expect: temperature: 22.0
