// Recipe scaler with a number field as Apple's TextField page writes it: `TextField("Servings", value: $servings,
// format: .number)` with `.onSubmit`, a LabeledContent computed from the value, a plain text field below, and an
// iOS 17 onChange on the value.
// What SwiftUI does: the field keeps the typed text as its own and sets the value only when the user commits (rules
// §15.10, Apple: "such as by pressing the Return key"). Typing runs no body (the body reads the value, not the text).
// `:submit` parses the text and writes the value before the onSubmit action, which sees the new value; then the
// body runs and onChange reports the change. A text that does not parse leaves the value: the action runs, no body.
// The focus moving to another field commits too (rules §15.10); the note is never read by the body.
// Sources: rules §3.4, §15.10; https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
import SwiftUI

struct RecipeScaler: View {
    @State private var servings = 4
    @State private var note = ""

    var body: some View {
        let _ = print("RecipeScaler body: \(servings) servings")
        Form {
            Section("Servings") {
                TextField("Servings", value: $servings, format: .number)
                    .keyboardType(.numberPad)
                    .onSubmit {
                        print("submitted servings \(servings)")
                    }
                LabeledContent("Flour", value: "\(servings * 50) g")
            }
            Section("Note") {
                TextField("Note", text: $note)
            }
        }
        .onChange(of: servings) { oldValue, newValue in
            print("servings \(oldValue) -> \(newValue)")
        }
    }
}

:mount RecipeScaler()
// expect: RecipeScaler body: 4 servings
:clear "Servings"
:type "12" into "Servings"
:submit "Servings"
// expect: submitted servings 12
// expect: RecipeScaler body: 12 servings
// expect: servings 4 -> 12
:clear "Servings"
:type "abc" into "Servings"
:submit "Servings"
// expect: submitted servings 12
:clear "Servings"
:type "6" into "Servings"
:type "!" into "Note"
// expect: RecipeScaler body: 6 servings
// expect: servings 12 -> 6
