// SwiftUI from Apple's documentation: a Stepper with bounds never writes a value outside its range through the binding
// Apple, Stepper.init(_:value:in:step:onEditingChanged:) (https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)):
// "Creates a stepper instance that increments and decrements a binding to a value, by a step size and within a closed
// range that you provide." bounds: "A closed range that describes the upper and lower bounds permitted by the stepper."
import SwiftUI

struct GuestsRow: View {
    @Binding var guests: Int
    var body: some View {
        Stepper("Guests", value: $guests, in: 1...3)
    }
}

struct BookingView: View {
    @State private var guests = 1
    var body: some View {
        Form {
            GuestsRow(guests: $guests)
            Button("Book") { print("booking for \(guests)") }
        }
    }
}

:mount BookingView()
:step "Guests" up 4
:tap "Book"
:step "Guests" down 5
:tap "Book"
// expect: booking for 3
// expect: booking for 1
