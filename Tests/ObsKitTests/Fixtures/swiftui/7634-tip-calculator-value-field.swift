// 100 Days of SwiftUI style (WeSplit): a tip calculator with a number field, a Stepper for people and a segmented Picker.
// What SwiftUI does: `TextField(_:value:format:)` keeps the typed text as its own and sets the value only when the
// user commits (Return), so typing runs no body and `:submit` runs one (rules §15.10, Apple
// `textfield/init(_:value:format:prompt:)`). Each Stepper press and each pick writes @State the body reads: one body
// each (rules §3.4, §10.1). ForEach ids are the Picker's implicit tags (rules §15.5).
import SwiftUI

struct TipCalculatorView: View {
    @State private var checkAmount = 0.0
    @State private var tipPercent = 20
    @State private var people = 2
    let tips = [10, 15, 20, 25]

    var perPerson: Double {
        checkAmount * (1 + Double(tipPercent) / 100) / Double(people)
    }

    var body: some View {
        let _ = print("per person: \(String(format: "%.2f", perPerson))")
        Form {
            Section {
                TextField("Amount", value: $checkAmount, format: .number)
                    .keyboardType(.decimalPad)
                Stepper("People", value: $people, in: 1...10)
                Text("\(people) people")
            }
            Section("Tip") {
                Picker("Tip percentage", selection: $tipPercent) {
                    ForEach(tips, id: \.self) { Text("\($0)%") }
                }
                .pickerStyle(.segmented)
            }
            Section("Each pays") {
                Text(perPerson, format: .currency(code: "USD"))
            }
        }
    }
}

:mount TipCalculatorView()
// expect: per person: 0.00
:clear "Amount"
:type "48" into "Amount"
:submit "Amount"
// expect: per person: 28.80
:pick "10%" in "Tip percentage"
// expect: per person: 26.40
:step "People" up
// expect: per person: 17.60
:step "People" down 2
// expect: per person: 26.40
// expect: per person: 52.80
