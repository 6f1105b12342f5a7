// Follows Apple's focused(_:) (https://developer.apple.com/documentation/swiftui/view/focused(_:)): a handle field whose onSubmit tries to keep the focus when the handle is taken, and a Done button that drops it
// What SwiftUI does: a `@FocusState` Bool is true while its field has the focus (Apple `focusstate`). Return
// runs the field's `onSubmit`, then the field loses the focus unless the action moved it (rules §15.10). The
// action for a taken handle writes `true` to a state that is still `true` when it runs: that moves nothing (an
// equal write is no change, rules §3.4), so the field loses the focus anyway, and typing the next handle
// focuses it again (rules §15.10). Expectation corrected against rules §15.10: the first draft expected the
// focus to stay. (Apple's own example moves the focus back from a Submit button, when the field no longer
// has it.) When the handle is free the field loses the focus too; writing false from a button drops it.
// Sources: Apple `view/focused(_:)`, `focusstate`, `view/onsubmit(of:_:)`; rules §3.4, §15.10.
import SwiftUI

struct HandlePicker: View {
    @State private var handle = ""
    @State private var showTaken = false
    @FocusState private var handleFieldIsFocused: Bool

    private let takenHandles: Set<String> = ["admin", "root"]

    var body: some View {
        VStack {
            TextField("Pick a handle", text: $handle)
                .focused($handleFieldIsFocused)
                .onSubmit {
                    if takenHandles.contains(handle) {
                        print("taken: \(handle)")
                        handleFieldIsFocused = true
                        showTaken = true
                    } else {
                        print("available: \(handle)")
                        showTaken = false
                    }
                }
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
            if showTaken {
                Text("That handle is taken. Please choose another.")
            }
            Button("Done") {
                handleFieldIsFocused = false
            }
        }
        .onChange(of: handleFieldIsFocused) { _, focused in
            print("focused: \(focused)")
        }
    }
}

:mount HandlePicker()
:type "admin" into "Pick a handle"
// expect: focused: true
:submit "Pick a handle"
// expect: taken: admin
// expect: focused: false
:clear "Pick a handle"
:type "kim" into "Pick a handle"
// expect: focused: true
:submit "Pick a handle"
// expect: available: kim
// expect: focused: false
:focus "Pick a handle"
// expect: focused: true
:tap "Done"
// expect: focused: false
