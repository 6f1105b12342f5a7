// SwiftUI from Apple's documentation: confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)
// (ConfirmFileImport)
// Source: developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:):
// data: "An optional source of truth for the confirmation dialog. The system passes the contents to
// the modifier's closures."; isPresented: the system sets it to false when the default action is
// tapped, "dismissing the dialog". The example's Cancel button sets dialogDetail = nil.
import SwiftUI

struct FileDetails: Identifiable {
    var id: String { name }
    let name: String
    let fileType: String
}

struct ConfirmFileImport: View {
    @State private var isConfirming = false
    @State private var dialogDetail: FileDetails?

    var body: some View {
        VStack {
            Button("Import File") {
                dialogDetail = FileDetails(name: "MyImageFile.png", fileType: "png")
                isConfirming = true
            }
            Button("Status") { print("confirming \(isConfirming), detail \(dialogDetail?.name ?? "nil")") }
        }
        .confirmationDialog(
            "Are you sure you want to import this file?",
            isPresented: $isConfirming, presenting: dialogDetail
        ) { detail in
            Button {
                print("importing \(detail.name) (\(detail.fileType))")
            } label: {
                Text("Import \(detail.name)")
            }
            Button("Cancel", role: .cancel) {
                dialogDetail = nil
            }
        }
    }
}

:mount ConfirmFileImport()
:tap "Import File"
:tap "Import MyImageFile.png"
:tap "Status"
:tap "Import File"
:tap "Cancel"
:tap "Status"

// expect: importing MyImageFile.png (png)
// expect: confirming false, detail MyImageFile.png
// expect: confirming false, detail nil
