// Issue 13 (A), a bill splitter in the WeSplit style: a Form with a segmented Picker of tip percentages
// (`Text(value, format: .percent)` options over ForEach), a Picker for the number of people built from a
// range, and a computed total per person shown with a currency format.
// Expected: implicit tags are the ForEach ids (Ints); each pick re-runs the body once; the amounts are
// computed as Swift computes them.
import SwiftUI

struct SplitView: View {
    let checkAmount = 120.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let tip = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tip) / Double(numberOfPeople)
    }

    var body: some View {
        let _ = print("per person:", totalPerPerson)
        NavigationStack {
            Form {
                Section("How much tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("People") {
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<7, id: \.self) {
                            Text("\($0) people")
                        }
                    }
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("WeSplit")
        }
    }
}

:mount SplitView()
:pick "15%" in "Tip percentage"
:pick "4 people" in "Number of people"
:pick "0%" in "Tip percentage"

// expect: per person: 72.0
// expect: per person: 69.0
// expect: per person: 34.5
// expect: per person: 30.0
