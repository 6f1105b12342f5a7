// SwiftUI from Apple's documentation: alert(_:isPresented:presenting:actions:message:) — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (the SaveDetails example: the actions get the presented data; tapping an action sets isPresented to false)
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    let alertTitle: String = "Save failed."

    var body: some View {
        Button("Save") {
            details = SaveDetails(name: "Report", error: "The disk is full.")
            didError = true
        }
        .alert(
            alertTitle,
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
        .onChange(of: didError) { _, newValue in
            print("didError = \(newValue)")
        }
    }
}

:mount SaveButton()
:tap "Save"
:tap "Retry"
:tap "Save"
:tap "Delete Report"
// expect: didError = true
// expect: retry Report
// expect: didError = false
// expect: didError = true
// expect: delete Report
// expect: didError = false
