// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:) (a dialog over a chosen file whose own cancel-role button replaces the standard one)
// confirmationDialog(...presenting:...): the dialog's actions and message get the presented data; "If you provide a
// button with a role of cancel, that button takes the place of the default dismiss action". So "Keep File" is the
// dialog's cancel button: tapping it runs its action and dismisses. The presented data is the file chosen in the row
// that opened the dialog.
import SwiftUI

struct FileDetails: Identifiable {
    let name: String
    var id: String { name }
}

struct FilesView: View {
    let files = [FileDetails(name: "Notes.txt"), FileDetails(name: "Budget.csv")]
    @State private var fileToDelete: FileDetails?
    @State private var isConfirming = false

    var body: some View {
        List(files) { file in
            Button("Delete \(file.name)") {
                fileToDelete = file
                isConfirming = true
            }
        }
        .confirmationDialog("Delete the file?", isPresented: $isConfirming, titleVisibility: .visible, presenting: fileToDelete) { file in
            Button("Delete \(file.name)", role: .destructive) { print("deleting \(file.name)") }
            Button("Keep File", role: .cancel) { print("keeping \(file.name)") }
        } message: { file in
            Text("\(file.name) will be removed from this device.")
        }
    }
}

:mount FilesView()
:tap "Delete Budget.csv"
:tap "Keep File"
// expect: keeping Budget.csv
:tap "Delete Notes.txt"
:tap "Delete Notes.txt"
// expect: deleting Notes.txt
