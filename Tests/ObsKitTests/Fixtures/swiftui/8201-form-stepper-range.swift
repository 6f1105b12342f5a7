// SwiftUI from Apple's documentation: a Stepper with a range stops at its upper bound; onChange fires only on changes
// Apple, Stepper init(value:in:step:onEditingChanged:label:) (https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:)):
// "Creates a stepper configured to increment or decrement a binding to a value using a step value and within a range of
// values you provide"; bounds: "A closed range that describes the upper and lower bounds permitted by the stepper."
// Apple, onChange(of:initial:_:): "fires an action when a specific value changes".
import SwiftUI

struct TicketForm: View {
    @State private var quantity = 1
    var body: some View {
        Form {
            Stepper(value: $quantity, in: 1...3) {
                Text("Tickets")
            }
            Button("Report") { print("quantity is \(quantity)") }
        }
        .onChange(of: quantity) { oldValue, newValue in
            print("quantity \(oldValue) -> \(newValue)")
        }
    }
}

:mount TicketForm()
:step "Tickets" up 3
:tap "Report"
:step "Tickets" down
// expect: quantity 1 -> 2
// expect: quantity 2 -> 3
// expect: quantity is 3
// expect: quantity 3 -> 2
