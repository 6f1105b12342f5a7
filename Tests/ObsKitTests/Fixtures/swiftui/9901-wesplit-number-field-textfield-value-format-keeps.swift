// Hacking with Swift style: WeSplit with a number field: TextField(value:format:) keeps the typed text until Return commits it, a @FocusState the body reads re-runs it when the field gains or loses focus, and a Stepper changes the head count (rules §15.10, §3.5)
import SwiftUI

struct TipForm: View {
    @State private var amount = 0.0
    @State private var people = 2
    @FocusState private var amountFocused: Bool

    var share: Double { amount * 1.2 / Double(people) }

    var body: some View {
        let _ = print("TipForm body: amount=\(amount) people=\(people) focused=\(amountFocused) share=\(String(format: "%.2f", share))")
        Form {
            TextField("Amount", value: $amount, format: .number)
                .focused($amountFocused)
            Stepper("\(people) people", value: $people, in: 1...10)
            Text(share, format: .currency(code: "USD"))
        }
    }
}

:mount TipForm()
// expect: TipForm body: amount=0.0 people=2 focused=false share=0.00
:type "40" into "Amount"
// expect: TipForm body: amount=0.0 people=2 focused=true share=0.00
:submit "Amount"
// expect: TipForm body: amount=40.0 people=2 focused=false share=24.00
:step "2 people" up
// expect: TipForm body: amount=40.0 people=3 focused=false share=16.00
