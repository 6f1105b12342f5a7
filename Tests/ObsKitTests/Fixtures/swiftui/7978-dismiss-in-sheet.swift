// Style: Apple documentation, `DismissAction`: "Use this environment value to get the DismissAction instance for the current Environment. Then
// call the instance to perform the dismissal." In a sheet's content `dismiss()` closes the sheet (rules §15.12), which sets the presenting
// binding to false (rules §13.1); the presenter read the flag in its body, so it runs (rules §3.5), and the sheet's view disappears after the
// update (rules §11.1, §10.3). `\.isPresented` is true in a sheet's content (rules §15.17). The sheet's content is built only when shown
// (rules §13.1), its onAppear after its first body (rules §11.1).
import SwiftUI

struct EditSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        let _ = print("EditSheet body, presented \(isPresented)")
        VStack {
            Text("Editing")
            Button("Done") { dismiss() }
        }
        .onAppear { print("EditSheet appeared") }
        .onDisappear { print("EditSheet disappeared") }
    }
}

struct NoteView: View {
    @State private var showEditor = false

    var body: some View {
        let _ = print("NoteView body: \(showEditor ? "editing" : "idle")")
        Button("Edit") { showEditor = true }
            .sheet(isPresented: $showEditor) {
                EditSheet()
            }
    }
}

:mount NoteView()
// expect: NoteView body: idle
:tap "Edit"
// expect: NoteView body: editing
// expect: EditSheet body, presented true
// expect: EditSheet appeared
:tap "Done"
// expect: NoteView body: idle
// expect: EditSheet disappeared
:tap "Edit"
// expect: NoteView body: editing
// expect: EditSheet body, presented true
// expect: EditSheet appeared
