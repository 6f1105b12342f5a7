// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (SaveButton: a failed save sets didError and the SaveDetails the alert presents; its actions get the details, and any action dismisses the alert)
// Apple's page: `@State private var didError = false`, `@State private var details: SaveDetails?`; the
// Save button sets `details = model.save(didError: &didError)`, and `.alert("Save failed.", isPresented:
// $didError, presenting: details) { details in Button(role: .destructive) { ... } label: { Text("Delete
// \(details.name)") }; Button("Retry") { ... } } message: { details in Text(details.error) }`. It claims:
// - The alert shows when isPresented is true and the data is non-nil; its actions and message receive
//   the unwrapped data.
// - "All actions in an alert dismiss the alert after the action runs": isPresented goes back to false,
//   so tapping Save again presents it again.
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

final class DocumentModel {
    var attempts = 0

    func save(didError: inout Bool) -> SaveDetails? {
        attempts += 1
        didError = true
        return SaveDetails(name: "Report \(attempts)", error: "The disk is full.")
    }
}

let model = DocumentModel()

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?

    var body: some View {
        Button("Save") {
            details = model.save(didError: &didError)
        }
        .alert(
            "Save failed.",
            isPresented: $didError,
            presenting: details
        ) { details in
            Button(role: .destructive) {
                // Handle the deletion.
                print("deleting \(details.name)")
            } label: {
                Text("Delete \(details.name)")
            }
            Button("Retry") {
                // Handle the retry action.
                print("retrying \(details.name)")
            }
        } message: { details in
            Text(details.error)
        }
        .onChange(of: didError) { oldValue, newValue in
            print("didError \(oldValue) -> \(newValue)")
        }
    }
}

:mount SaveButton()
:tap "Save"
// expect: didError false -> true
:tap "Retry"
// expect: retrying Report 1
// expect: didError true -> false
:tap "Save"
// expect: didError false -> true
:tap "Delete Report 2"
// expect: deleting Report 2
// expect: didError true -> false
