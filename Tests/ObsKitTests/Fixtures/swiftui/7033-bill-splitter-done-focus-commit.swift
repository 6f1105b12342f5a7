// Quick bill splitter with a keyboard "Done" button, as the WeSplit project of a "100 days" SwiftUI course adds it,
// own code: `@FocusState` on the amount field, a toolbar button shown only while the field has the focus, and a
// Stepper for the number of people.
// What SwiftUI does: the body reads the focus state (the toolbar's `if`), so focusing the field runs the body once
// (rules §15.10, §15.14: @FocusState is storage of the view, like @State). Typing into a value TextField changes only
// the field's own text: no body (rules §15.10). "Done" writes the focus state: that update runs the body with the
// amount still 0 (rules §10.1). Only then does the field lose the focus and end editing, and losing the focus commits
// the edit (rules §15.10: a commit is Return or the focus leaving the field): the Double is parsed and written, a
// second write, a second body run in the same turn (inferred: the field ends editing as a consequence of the focus
// update, as UIKit's end-editing follows the responder change). The Stepper writes its @State: one body.
// Sources: rules §10.1, §15.4, §15.10, §15.14;
// https://developer.apple.com/documentation/swiftui/focusstate
// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
import SwiftUI

struct QuickSplitView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @FocusState private var amountIsFocused: Bool

    var body: some View {
        let _ = print("QuickSplitView body: amount \(checkAmount), \(numberOfPeople) people, focused \(amountIsFocused)")
        NavigationStack {
            Form {
                TextField("Amount", value: $checkAmount, format: .number)
                    .keyboardType(.decimalPad)
                    .focused($amountIsFocused)
                Stepper("\(numberOfPeople) people", value: $numberOfPeople, in: 2...20)
                Text("Each pays \(checkAmount / Double(numberOfPeople), format: .number.precision(.fractionLength(2)))")
            }
            .navigationTitle("Quick Split")
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

:mount QuickSplitView()
// expect: QuickSplitView body: amount 0.0, 2 people, focused false
:focus "Amount"
// expect: QuickSplitView body: amount 0.0, 2 people, focused true
:clear "Amount"
:type "45" into "Amount"
:tap "Done"
// expect: QuickSplitView body: amount 0.0, 2 people, focused false
// expect: QuickSplitView body: amount 45.0, 2 people, focused false
:step "2 people" up
// expect: QuickSplitView body: amount 45.0, 3 people, focused false
