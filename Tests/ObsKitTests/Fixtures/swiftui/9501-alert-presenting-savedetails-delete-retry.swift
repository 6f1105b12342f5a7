// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (alert presenting SaveDetails with Delete and Retry)
// Apple's alert(_:isPresented:presenting:actions:message:) page: "the system passes the contents to the modifier's
// closures. You use this data to populate the fields of an alert"; the example's actions are a destructive
// "Delete \(details.name)" button and "Retry", its message `Text(details.error)`. Tapping either runs its action and
// dismisses the alert.
// - Save (fails), Retry; Save again (fails), Delete the document.
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

final class DocumentModel {
    var attempts = 0

    func save(didError: Binding<Bool>) -> SaveDetails? {
        attempts += 1
        print("save attempt \(attempts) failed")
        didError.wrappedValue = true
        return SaveDetails(name: "Report.txt", error: "The disk is full.")
    }
}

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    let model = DocumentModel()
    let alertTitle: String = "Save failed."

    var body: some View {
        Button("Save") {
            details = model.save(didError: $didError)
        }
        .alert(
            alertTitle,
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
// expect: save attempt 1 failed
:tap "Retry"
// expect: retrying Report.txt
:tap "Save"
// expect: save attempt 2 failed
:tap "Delete Report.txt"
// expect: deleting Report.txt
