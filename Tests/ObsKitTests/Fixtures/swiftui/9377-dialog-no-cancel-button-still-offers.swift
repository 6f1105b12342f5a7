// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:) (a dialog with no cancel button still offers the system's Cancel)
// confirmationDialog(_:isPresented:titleVisibility:actions:): "Dialogs include a standard dismiss action by default";
// a button with the cancel role would take its place, but this dialog has none, so iOS shows its own "Cancel". Tapping
// it dismisses the dialog and runs none of the dialog's actions; any action also dismisses it, and the system sets
// isPresented back to false either way.
import SwiftUI

struct DraftToolbar: View {
    @State private var confirmingDiscard = false

    var body: some View {
        Button("Discard Draft") { confirmingDiscard = true }
            .confirmationDialog("Discard this draft?", isPresented: $confirmingDiscard, titleVisibility: .visible) {
                Button("Discard", role: .destructive) { print("draft discarded") }
                Button("Save as Template") { print("saved as template") }
            }
            .onChange(of: confirmingDiscard) { _, newValue in
                print("dialog up: \(newValue)")
            }
    }
}

:mount DraftToolbar()
:tap "Discard Draft"
// expect: dialog up: true
:tap "Cancel"
// expect: dialog up: false
:tap "Discard Draft"
// expect: dialog up: true
:tap "Save as Template"
// expect: saved as template
// expect: dialog up: false
