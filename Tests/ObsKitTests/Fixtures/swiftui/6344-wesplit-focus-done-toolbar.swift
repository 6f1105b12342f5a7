// Hacking with Swift 100 Days, WeSplit: a check amount TextField(value:format:) with @FocusState, a "Done" toolbar button shown only while the field is focused, a people Picker over ForEach(2..<11) and a segmented tip Picker (Apple: FocusState, focused(_:), toolbar(content:), Picker; SEMANTICS §3, README :type focuses the field)
import SwiftUI

struct CheckSplitter: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople)
        let tipValue = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tipValue) / peopleCount
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<11, id: \.self) {
                            Text("\($0) people")
                        }
                    }
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
                    Button("Share") {
                        print("focused: \(amountIsFocused), each pays \(String(format: "%.2f", totalPerPerson))")
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
        }
    }
}

:mount CheckSplitter()
:tap "Share"
:clear "Amount"
:type "150" into "Amount"
:tap "Done"
:tap "Share"
:pick "3 people" in "Number of people"
:tap "Share"
:pick "25%" in "Tip percentage"
:tap "Share"

// expect: focused: false, each pays 0.00
// expect: focused: false, each pays 90.00
// expect: focused: false, each pays 60.00
// expect: focused: false, each pays 62.50
