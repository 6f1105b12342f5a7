// An error alert with data: `alert(_:isPresented:presenting:actions:message:)` fed an optional error, the form
// Apple recommends over the deprecated `alert(item:)`.
// What SwiftUI does: the actions and message closures are non-escaping and take the unwrapped data; SwiftUI calls
// them during the parent's body, and only while the data is non-nil (Apple,
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:);
// rules §8.6, §13.2). The body reads `failedSave` (it passes its value), so every change of it runs the body; it
// never reads `showingError`. An alert button runs its action, then the alert is dismissed (rules §13.2).
import SwiftUI

struct SaveError: Error {
    let code: Int
    var message: String { "Disk full (code \(code))" }
}

struct NoteEditor: View {
    @State private var text = "Shopping list"
    @State private var failedSave: SaveError?
    @State private var showingError = false
    @State private var attempts = 0

    var body: some View {
        let _ = print("NoteEditor body")
        VStack {
            Text(text)
            Button("Save") { save() }
        }
        .alert("Couldn't save", isPresented: $showingError, presenting: failedSave) { error in
            let _ = print("building actions for code \(error.code)")
            Button("Try Again") { save() }
            Button("Cancel", role: .cancel) { failedSave = nil }
        } message: { error in
            Text(error.message)
        }
    }

    func save() {
        attempts += 1
        print("save attempt \(attempts)")
        if attempts < 3 {
            failedSave = SaveError(code: 28 + attempts)
            showingError = true
        } else {
            failedSave = nil
            print("saved")
        }
    }
}

:mount NoteEditor()
// expect: NoteEditor body
:tap "Save"
// expect: save attempt 1
// expect: NoteEditor body
// expect: building actions for code 29
:tap "Cancel"
// expect: NoteEditor body
:tap "Save"
// expect: save attempt 2
// expect: NoteEditor body
// expect: building actions for code 30
:tap "Try Again"
// expect: save attempt 3
// expect: saved
// expect: NoteEditor body
