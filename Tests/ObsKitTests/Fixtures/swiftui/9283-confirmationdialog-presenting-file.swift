// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:) (confirm deleting one file: the dialog is built from the presented data)
// The dialog shows while `isPresented` is true and the data is not nil; its actions and message receive the
// data. A tap on any action runs it and sets `isPresented` to false. The dialog adds a standard Cancel action
// because none of the buttons has the cancel role. The presented data is the caller's state: the dialog does
// not clear it.
// - "Delete report.pdf" opens the dialog for that file; Cancel closes it and deletes nothing.
// - Asking for notes.txt and confirming deletes notes.txt only.
import SwiftUI

struct FileItem: Identifiable {
    let id: Int
    let name: String
}

struct FilesScreen: View {
    @State private var files = [FileItem(id: 1, name: "report.pdf"), FileItem(id: 2, name: "notes.txt")]
    @State private var pending: FileItem?
    @State private var confirming = false

    var body: some View {
        List(files) { file in
            Button("Delete \(file.name)") {
                pending = file
                confirming = true
            }
        }
        .confirmationDialog("Delete file?", isPresented: $confirming, titleVisibility: .visible, presenting: pending) { file in
            Button("Move \(file.name) to Trash", role: .destructive) {
                files.removeAll { $0.id == file.id }
                print("deleted \(file.name); left \(files.map(\.name))")
            }
        } message: { file in
            Text("\(file.name) will be moved to the Trash.")
        }
        .onChange(of: confirming) { _, showing in
            print("dialog \(showing ? "shown" : "closed"), pending \(pending?.name ?? "none")")
        }
    }
}

:mount FilesScreen()
:tap "Delete report.pdf"
// expect: dialog shown, pending report.pdf
:tap "Cancel"
// expect: dialog closed, pending report.pdf
:tap "Delete notes.txt"
// expect: dialog shown, pending notes.txt
:tap "Move notes.txt to Trash"
// expect: deleted notes.txt; left ["report.pdf"]
// expect: dialog closed, pending notes.txt
