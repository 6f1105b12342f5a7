// SwiftUI from Apple's documentation: Stepper init(_:value:in:step:onEditingChanged:) (steps of 5 within 0...20)
// Source: developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:): "Creates
// a stepper instance that increments and decrements a binding to a value, by a step size and within a closed
// range that you provide." bounds: "A closed range that describes the upper and lower bounds permitted by the
// stepper." step: "The amount to increment or decrement the stepper when the user clicks or taps the
// stepper's increment or decrement buttons". At the upper bound a further + leaves the value at 20, so
// onChange has no change to report.
import SwiftUI

struct PartySize: View {
    @State private var guests = 10

    var body: some View {
        Form {
            Stepper("Guests", value: $guests, in: 0...20, step: 5)
            Text("\(guests) guests")
            Button("Report") { print("guests: \(guests)") }
        }
        .onChange(of: guests) { oldValue, newValue in
            print("guests \(oldValue) -> \(newValue)")
        }
    }
}

:mount PartySize()
:step "Guests" up 3
:tap "Report"
:step "Guests" down
:tap "Report"

// expect: guests 10 -> 15
// expect: guests 15 -> 20
// expect: guests: 20
// expect: guests 20 -> 15
// expect: guests: 15
