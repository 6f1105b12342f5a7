// Hacking with Swift "100 Days of SwiftUI" style (WeSplit): a check-splitting Form with a value TextField, @FocusState and a Done button, a segmented tip Picker and a Stepper; the total is a computed property.
// Typing focuses the field first (the user taps it), which writes amountIsFocused (Apple `focusstate`; rules
// §15.10); the Done button writes it back to false. A TextField with a number format sets its value "when the user
// commits their edits" (Apple `textfield/init(_:value:format:prompt:)`), at the latest when editing ends, so
// nothing here reads the amount before Done. The Picker writes the chosen tag, the ForEach's Int id (rules §15.5),
// and the Stepper adds its step. The summary action reads the current state through the computed property.
import SwiftUI

struct WeSplitView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let tipSelection = Double(tipPercentage)
        let tipValue = checkAmount / 100 * tipSelection
        let grandTotal = checkAmount + tipValue
        return grandTotal / Double(numberOfPeople)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Stepper("\(numberOfPeople) people", value: $numberOfPeople, in: 2...10)
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: "USD"))
                    Button("Print summary") {
                        print("\(checkAmount) split \(numberOfPeople) ways with \(tipPercentage)% tip: \(String(format: "%.2f", totalPerPerson)) each")
                    }
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
            .onChange(of: amountIsFocused) {
                print("amount focused: \(amountIsFocused)")
            }
        }
    }
}

:mount WeSplitView()
:tap "Print summary"
// expect: 0.0 split 2 ways with 20% tip: 0.00 each
:type "60" into "Amount"
// expect: amount focused: true
:tap "Done"
// expect: amount focused: false
:tap "Print summary"
// expect: 60.0 split 2 ways with 20% tip: 36.00 each
:pick "25%" in "Tip percentage"
:step "2 people" up
:tap "Print summary"
// expect: 60.0 split 3 ways with 25% tip: 25.00 each
