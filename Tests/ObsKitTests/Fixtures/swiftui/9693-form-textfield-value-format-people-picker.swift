// Hacking with Swift "WeSplit" style: a Form with TextField(value:format:), a people Picker and a segmented tip Picker; the amount is committed on Return, not per keystroke, and the toolbar's Done button depends on the @FocusState
import SwiftUI

struct WeSplitView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    private let tipPercentages = [10, 15, 20, 25, 0]

    private var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople)
        let tipValue = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tipValue) / peopleCount
    }

    var body: some View {
        let _ = print("WeSplit body: \(String(format: "%.2f", totalPerPerson)) per person")
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<7, id: \.self) { count in
                            Text("\(count) people")
                        }
                    }
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) { tip in
                            Text("\(tip)%")
                        }
                    }
                    .pickerStyle(.segmented)
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

:mount WeSplitView()
// expect: WeSplit body: 0.00 per person
:type "50" into "Amount"
// expect: WeSplit body: 0.00 per person
:submit "Amount"
// expect: WeSplit body: 30.00 per person
:pick "4 people" in "Number of people"
// expect: WeSplit body: 15.00 per person
:pick "10%" in "Tip percentage"
// expect: WeSplit body: 13.75 per person
