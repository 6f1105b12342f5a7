// Apple docs `View/confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` (the ConfirmImportView example with FileDetails).
// `presenting:` hands the data to the dialog, so the body reads `dialogDetail`: setting it runs the body (rules
// §8.7, §13.2); setting it again to an equal value runs nothing (rules §3.4). The actions get the unwrapped detail.
// A tap on any action closes the dialog; the import reads the detail and appends, which the body reads. The
// dialog has its own `.cancel` button, so no standard Cancel is added (rules §15.11); it clears the detail.
import SwiftUI

struct FileDetails: Identifiable, Equatable {
    var id: String { name }
    let name: String
    let fileType: String
}

struct ConfirmImportView: View {
    @State private var isConfirming = false
    @State private var dialogDetail: FileDetails?
    @State private var imported: [String] = []

    var body: some View {
        let _ = print("body: detail \(dialogDetail?.name ?? "nil"), imported \(imported)")
        Button("Import File") {
            dialogDetail = FileDetails(name: "MyImageFile.png", fileType: "png")
            isConfirming = true
        }
        .confirmationDialog(
            "Are you sure you want to import this file?",
            isPresented: $isConfirming,
            titleVisibility: .visible,
            presenting: dialogDetail
        ) { detail in
            Button("Import \(detail.name)") {
                print("importing \(detail.name) (\(detail.fileType))")
                imported.append(detail.name)
            }
            Button("Cancel", role: .cancel) {
                print("cancelled")
                dialogDetail = nil
            }
        } message: { detail in
            Text("You can't undo this action.")
        }
    }
}

:mount ConfirmImportView()
// expect: body: detail nil, imported []
:tap "Import File"
// expect: body: detail MyImageFile.png, imported []
:tap "Import MyImageFile.png"
// expect: importing MyImageFile.png (png)
// expect: body: detail MyImageFile.png, imported ["MyImageFile.png"]
:tap "Import File"
:tap "Cancel"
// expect: cancelled
// expect: body: detail nil, imported ["MyImageFile.png"]
