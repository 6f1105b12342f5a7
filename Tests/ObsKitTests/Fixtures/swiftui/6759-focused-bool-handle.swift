// Follows Apple's `focused(_:)` page (https://developer.apple.com/documentation/swiftui/view/focused(_:)): a
// single TextField bound to a Bool @FocusState; a button checks the entry and, when the name is taken, sets the
// focus back on the field and shows a message. Own code: claiming a handle.
// - "When focus moves to the view, the binding sets the bound value to true. If a caller sets the value to true
//   programmatically, then focus moves to the modified view. When focus leaves the modified view, the binding
//   sets the value to false" (Apple `view/focused(_:)`). The body reads the focus, so each change runs it
//   (rules §15.10, §15.14 ObsREPL's choice: @FocusState is view storage like @State, §3.5).
// - The body never reads `handle`, so keystrokes run no body (rules §3.5); typing into an unfocused field first
//   focuses it, as the user's tap does (rules §15.10), which is the one body `:type` prints.
// - Return with no onSubmit only ends editing: the field loses the focus (rules §15.10).
// - The Claim action writes `showTaken` and the focus together: one body (rules §10.1). Both taps happen while
//   the field is not focused, so what a tap on a button does to the focus does not matter here.
import SwiftUI

struct HandlePicker: View {
    @State private var handle = ""
    @State private var showTaken = false
    @FocusState private var handleFieldIsFocused: Bool
    private let takenHandles = ["sam", "alex"]

    var body: some View {
        let _ = print("HandlePicker body: focused \(handleFieldIsFocused), taken message \(showTaken)")
        VStack {
            TextField("Handle", text: $handle)
                .focused($handleFieldIsFocused)
            if showTaken {
                Text("That handle is taken. Try another.")
            }
            Button("Claim") {
                showTaken = takenHandles.contains(handle)
                print("Claim '\(handle)': \(showTaken ? "taken" : "available")")
                if showTaken {
                    handleFieldIsFocused = true
                }
            }
        }
    }
}

:mount HandlePicker()
// expect: HandlePicker body: focused false, taken message false
:type "sam" into "Handle"
// expect: HandlePicker body: focused true, taken message false
:submit "Handle"
// expect: HandlePicker body: focused false, taken message false
:tap "Claim"
// expect: Claim 'sam': taken
// expect: HandlePicker body: focused true, taken message true
:type "my" into "Handle"
:submit "Handle"
// expect: HandlePicker body: focused false, taken message true
:tap "Claim"
// expect: Claim 'sammy': available
// expect: HandlePicker body: focused false, taken message false
