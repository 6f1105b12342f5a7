// SwiftUI from Apple's documentation: LabeledContent (a value, a control and a text field, each with a label, in a Form)
// Source: developer.apple.com/documentation/swiftui/labeledcontent: "A container for attaching a label to a
// value-bearing view. The instance's content represents a read-only or read-write value, and its label
// identifies or describes the purpose of that value." init(_:value:) "Creates a labeled informational view";
// init(content:label:) "Creates a standard labeled element, with a view that conveys the value of the element
// and a label." The controls inside keep working: the stepper and the field write their bindings.
import SwiftUI

struct SubscriptionForm: View {
    @State private var plan = "Pro"
    @State private var seats = 1
    @State private var company = ""

    var body: some View {
        Form {
            LabeledContent("Plan", value: plan)
            LabeledContent("Seats") {
                Stepper("Seats: \(seats)", value: $seats, in: 1...10)
            }
            LabeledContent {
                TextField("Company", text: $company)
            } label: {
                Text("Company name")
            }
            Button("Summary") {
                print("\(plan) plan, \(seats) seats, \(company)")
            }
        }
    }
}

:mount SubscriptionForm()
:step "Seats: 1" up
:step "Seats: 2" up
:type "Acme" into "Company"
:tap "Summary"

// expect: Pro plan, 3 seats, Acme
