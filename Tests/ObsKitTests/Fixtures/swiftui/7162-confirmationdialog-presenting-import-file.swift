// Importing a received file after a confirmation dialog that presents the file, in the shape of Apple's example for
// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` (own names and code).
// What SwiftUI does: `presenting: pendingFile` is read by the body, so setting or clearing the file runs the body
// (rules §3.5, §8.7). The dialog is built like an alert (rules §15.11): its actions closure gets the unwrapped file
// and runs during the body only while there is one (rules §8.6, §13.2). The explicit `.cancel` button replaces the
// standard one; its action clears the file (one body, no actions). "Import" appends and clears in one action: one
// body (rules §10.1).
// Sources: rules §3.5, §8.6, §8.7, §10.1, §13.2, §15.11;
// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
import SwiftUI

struct ReceivedFile: Identifiable {
    let id = UUID()
    let name: String
}

struct ImportButton: View {
    @State private var isConfirming = false
    @State private var pendingFile: ReceivedFile?
    @State private var imported: [String] = []

    var body: some View {
        let _ = print("ImportButton body: imported \(imported)")
        Button("Receive Budget.numbers") {
            pendingFile = ReceivedFile(name: "Budget.numbers")
            isConfirming = true
        }
        .confirmationDialog(
            "Import this file?",
            isPresented: $isConfirming,
            titleVisibility: .visible,
            presenting: pendingFile
        ) { file in
            let _ = print("dialog actions for \(file.name)")
            Button("Import \(file.name)") {
                imported.append(file.name)
                pendingFile = nil
            }
            Button("Cancel", role: .cancel) {
                pendingFile = nil
            }
        } message: { file in
            Text("You received \(file.name).")
        }
    }
}

:mount ImportButton()
// expect: ImportButton body: imported []
:tap "Receive Budget.numbers"
// expect: ImportButton body: imported []
// expect: dialog actions for Budget.numbers
:tap "Cancel"
// expect: ImportButton body: imported []
:tap "Receive Budget.numbers"
// expect: ImportButton body: imported []
// expect: dialog actions for Budget.numbers
:tap "Import Budget.numbers"
// expect: ImportButton body: imported ["Budget.numbers"]
