// SwiftUI from Apple's documentation: alert(_:isPresented:presenting:actions:) passes the data to the action; the binding goes false
// Apple, alert(_:isPresented:presenting:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-4rhk6):
// isPresented: "When the user presses or taps one of the alert's actions, the system sets this value to false and
// dismisses." data: "An optional source of truth for the alert. The system passes the contents to the modifier's closures."
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

struct SaveView: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    var body: some View {
        VStack {
            Button("Save File") {
                details = SaveDetails(name: "notes.txt", error: "disk full")
                didError = true
            }
            Button("Status") { print("didError=\(didError)") }
        }
        .alert(Text("Save failed."), isPresented: $didError, presenting: details) { details in
            Button("OK") { print("acknowledged \(details.name): \(details.error)") }
        }
    }
}

:mount SaveView()
:tap "Save File"
:tap "OK"
:tap "Status"
// expect: acknowledged notes.txt: disk full
// expect: didError=false
