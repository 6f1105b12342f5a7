// SwiftUI from Apple's documentation: Form, Section and Picker with ForEach(id: \.self) (a WeSplit-style check splitter)
// Source: developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:): "A ForEach automatically
// applies a default tag to each enumerated view using the id parameter of the corresponding element. If the
// element's id parameter and the picker's selection input have exactly the same type ... you can omit the
// explicit tag modifier." With id: \.self over Ints, each option's tag is the Int itself. TextField: a String
// binding updates "continuously as the user types". (The app follows Hacking with Swift's WeSplit, in our words.)
import SwiftUI
import Foundation

struct CheckSplitter: View {
    @State private var checkAmount = ""
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let amount = Double(checkAmount) ?? 0
        let tip = amount / 100 * Double(tipPercentage)
        return (amount + tip) / Double(numberOfPeople)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", text: $checkAmount)
                        .keyboardType(.decimalPad)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<11, id: \.self) {
                            Text("\($0) people")
                        }
                    }
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text("\($0)%")
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Button("Show total") {
                        print(String(format: "%.2f each (%d people, %d%% tip)", totalPerPerson, numberOfPeople, tipPercentage))
                    }
                }
            }
            .navigationTitle("WeSplit")
        }
    }
}

:mount CheckSplitter()
:type "120" into "Amount"
:tap "Show total"
:pick "4 people" in "Number of people"
:tap "Show total"
:pick "10%" in "Tip percentage"
:tap "Show total"

// expect: 72.00 each (2 people, 20% tip)
// expect: 36.00 each (4 people, 20% tip)
// expect: 33.00 each (4 people, 10% tip)
