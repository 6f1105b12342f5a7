// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (an alert declared with no actions gets the system's OK button)
// alert(_:isPresented:actions:message:): "All actions in an alert dismiss the alert after the action runs", and "If no
// actions are present, the system includes a standard “OK” action." The isPresented binding: "When the user presses
// or taps one of the alert's actions, the system sets this value to false and dismisses." So the empty actions
// closure still gives an alert with an OK button, and tapping it sets `showSaved` back to false.
import SwiftUI

struct NoteEditor: View {
    @State private var showSaved = false
    @State private var saves = 0

    var body: some View {
        VStack {
            Text("Saved \(saves) times")
            Button("Save") {
                saves += 1
                print("saving, time \(saves)")
                showSaved = true
            }
        }
        .alert("Saved", isPresented: $showSaved) {
        } message: {
            Text("Your note is safe.")
        }
        .onChange(of: showSaved) { _, newValue in
            print("alert up: \(newValue)")
        }
    }
}

:mount NoteEditor()
:tap "Save"
// expect: saving, time 1
// expect: alert up: true
:tap "OK"
// expect: alert up: false
:tap "Save"
// expect: saving, time 2
// expect: alert up: true
:tap "OK"
// expect: alert up: false
