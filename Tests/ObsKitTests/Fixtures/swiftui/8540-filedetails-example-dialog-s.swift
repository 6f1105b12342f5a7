// SwiftUI from Apple's documentation: confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:) — https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:) (the FileDetails example: the dialog's actions get the presented data; an action dismisses the dialog)
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
        Button("Import File") {
            dialogDetail = FileDetails(name: "MyImageFile.png", fileType: "png")
            isConfirming = true
        }
        .confirmationDialog(
            "Are you sure you want to import this file?",
            isPresented: $isConfirming, presenting: dialogDetail
        ) { detail in
            Button {
                print("importing \(detail.name) of type \(detail.fileType)")
            } label: {
                Text("Import \(detail.name)")
            }
            Button("Cancel", role: .cancel) {
                dialogDetail = nil
            }
        } message: { detail in
            Text("This will import \(detail.name).")
        }
        .onChange(of: isConfirming) { _, newValue in
            print("isConfirming = \(newValue)")
        }
    }
}

:mount ConfirmImportFiles()
:tap "Import File"
:tap "Import MyImageFile.png"
// expect: isConfirming = true
// expect: importing MyImageFile.png of type png
// expect: isConfirming = false
