// SwiftUI from Apple's documentation: confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:) — https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:) (the Cancel button's action runs and the dialog is dismissed: isPresented goes back to false)
import SwiftUI

struct FileDetails: Identifiable {
    var id: String { name }
    let name: String
    let fileType: String
}

struct ConfirmImportFiles: View {
    @State private var isConfirming = false
    @State private var dialogDetail: FileDetails?
    var body: some View {
        VStack {
            Button("Import File") {
                dialogDetail = FileDetails(name: "Notes.txt", fileType: "txt")
                isConfirming = true
            }
            Button("Status") {
                print("isConfirming \(isConfirming), detail \(dialogDetail?.name ?? "nil")")
            }
        }
        .confirmationDialog(
            "Are you sure you want to import this file?",
            isPresented: $isConfirming, presenting: dialogDetail
        ) { detail in
            Button {
                print("importing \(detail.name)")
            } label: {
                Text("Import \(detail.name)")
            }
            Button("Cancel", role: .cancel) {
                print("cancelled \(detail.name)")
                dialogDetail = nil
            }
        }
    }
}

:mount ConfirmImportFiles()
:tap "Import File"
:tap "Cancel"
:tap "Status"
// expect: cancelled Notes.txt
// expect: isConfirming false, detail nil
