// SwiftUI from Apple's documentation: FocusState and focused(_:) (a toolbar Done button shown only while editing clears focus)
// Source: developer.apple.com/documentation/swiftui/view/focused(_:): "When focus moves to the view, the binding
// sets the bound value to true." "If a caller sets the value to false, SwiftUI automatically dismisses focus."
// FocusState: "a property wrapper type that can read and write a value that SwiftUI updates as the placement of
// focus within the scene changes." Typing into the amount field focuses it; Done sets the value to false.
// (The Done button follows Hacking with Swift's WeSplit keyboard toolbar, in our words.)
import SwiftUI

struct AmountEntry: View {
    @State private var checkAmount = ""
    @FocusState private var amountIsFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Amount", text: $checkAmount)
                    .keyboardType(.decimalPad)
                    .focused($amountIsFocused)
                Button("Report") { print("amount \(checkAmount), focused \(amountIsFocused)") }
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
        .onChange(of: amountIsFocused) { oldValue, newValue in
            print("amount focused: \(oldValue) -> \(newValue)")
        }
    }
}

:mount AmountEntry()
:type "50" into "Amount"
:tap "Done"
:tap "Report"

// expect: amount focused: false -> true
// expect: amount focused: true -> false
// expect: amount 50, focused false
