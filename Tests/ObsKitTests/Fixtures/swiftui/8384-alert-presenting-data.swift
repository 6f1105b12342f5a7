// SwiftUI from Apple's documentation: alert(_:isPresented:presenting:actions:message:) (SaveButton)
// Source: developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:):
// data: "An optional source of truth for the alert. The system passes the contents to the modifier's
// closures."; isPresented: "When the user presses or taps one of the alert's actions, the system
// sets this value to false and dismisses."
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
        VStack {
            Button("Save") {
                details = SaveDetails(name: "notes.txt", error: "The disk is full.")
                didError = true
            }
            Button("Status") { print("didError \(didError)") }
        }
        .alert(alertTitle, isPresented: $didError, presenting: details) { details in
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
    }
}

:mount SaveButton()
:tap "Save"
:tap "Retry"
:tap "Status"
:tap "Save"
:tap "Delete notes.txt"
:tap "Status"

// expect: retry notes.txt
// expect: didError false
// expect: delete notes.txt
// expect: didError false
