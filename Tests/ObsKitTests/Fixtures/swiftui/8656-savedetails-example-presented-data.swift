// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (the SaveDetails example: the presented data is passed to each action, so the "Delete" and "Retry" buttons work on the details that were presented)
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?

    var body: some View {
        Button("Save") {
            details = SaveDetails(name: "Report.txt", error: "The disk is full.")
            didError = true
        }
        .alert(
            "Save failed.",
            isPresented: $didError,
            presenting: details
        ) { details in
            Button(role: .destructive) {
                print("deleting \(details.name)")
            } label: {
                Text("Delete \(details.name)")
            }
            Button("Retry") {
                print("retrying \(details.name)")
            }
        } message: { details in
            Text(details.error)
        }
    }
}

:mount SaveButton()
:tap "Save"
:tap "Retry"
:tap "Save"
:tap "Delete Report.txt"
// expect: retrying Report.txt
// expect: deleting Report.txt
