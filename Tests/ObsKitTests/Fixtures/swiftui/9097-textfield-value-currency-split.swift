// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3fh51 (a TextField bound to a Double through a currency format style)
// A bill-splitting form: a currency TextField bound to a Double, and a Picker for the number of people.
// - https://developer.apple.com/documentation/swiftui/textfield: "For non-string types, it updates the value when the
//   user commits their edits, such as by pressing the Return key." Typing "$50.00" changes no state (no body
//   runs); Return commits it, and the body (which reads the amount) runs once.
// - Picking "4 people" writes the selection; the body reads it and runs once.
// - Formats use the device's en_US locale: 25.0 as "$25.00".
import SwiftUI

struct CheckForm: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2

    var totalPerPerson: Double {
        checkAmount / Double(numberOfPeople)
    }

    var body: some View {
        let _ = print("each pays \(totalPerPerson.formatted(.currency(code: "USD")))")
        Form {
            Section {
                TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                Picker("Number of people", selection: $numberOfPeople) {
                    ForEach(2..<6, id: \.self) { count in
                        Text("\(count) people")
                    }
                }
            }
            Section("Amount per person") {
                Text(totalPerPerson, format: .currency(code: "USD"))
            }
        }
    }
}

:mount CheckForm()
// expect: each pays $0.00
:clear "Amount"
:type "$50.00" into "Amount"
print("typed, not committed")
// expect: typed, not committed
:submit "Amount"
// expect: each pays $25.00
:pick "4 people" in "Number of people"
// expect: each pays $12.50
