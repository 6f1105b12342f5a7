// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (Apple's SaveDetails alert: a failed save presents the details it returned, with Delete and Retry actions)
// Apple's example keeps `@State private var didError = false` and `@State private var details: SaveDetails?`; the Save
// button sets both through `model.save(didError:)`, and `.alert(..., isPresented: $didError, presenting: details)`
// builds a destructive "Delete \(details.name)" button, a "Retry" button and the error message from the details. "When
// the user presses or taps one of the alert's actions, the system sets this value to false and dismisses." Here the
// model fails every odd attempt.
// - Save (fails, alert); Retry; Save (succeeds, no alert); Save (fails); Delete; Save again.
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

final class DocumentModel {
    private var attempts = 0

    func save(didError: Binding<Bool>) -> SaveDetails? {
        attempts += 1
        if attempts % 2 == 1 {
            print("save attempt \(attempts) failed")
            didError.wrappedValue = true
            return SaveDetails(name: "Report.txt", error: "The disk is full.")
        }
        print("save attempt \(attempts) succeeded")
        return nil
    }
}

struct SaveButton: View {
    @State private var model = DocumentModel()
    @State private var didError = false
    @State private var details: SaveDetails?
    let alertTitle: String = "Save failed."

    var body: some View {
        Button("Save") {
            details = model.save(didError: $didError)
        }
        .alert(
            Text(alertTitle),
            isPresented: $didError,
            presenting: details
        ) { details in
            Button(role: .destructive) {
                print("delete \(details.name)")
            } label: {
                Text("Delete \(details.name)")
            }
            Button("Retry") {
                print("retry \(details.name)")
            }
        } message: { details in
            Text(details.error)
        }
        .onChange(of: didError) { _, showing in print("alert showing: \(showing)") }
    }
}

:mount SaveButton()
:tap "Save"
// expect: save attempt 1 failed
// expect: alert showing: true
:tap "Retry"
// expect: retry Report.txt
// expect: alert showing: false
:tap "Save"
// expect: save attempt 2 succeeded
:tap "Save"
// expect: save attempt 3 failed
// expect: alert showing: true
:tap "Delete Report.txt"
// expect: delete Report.txt
// expect: alert showing: false
:tap "Save"
// expect: save attempt 4 succeeded
