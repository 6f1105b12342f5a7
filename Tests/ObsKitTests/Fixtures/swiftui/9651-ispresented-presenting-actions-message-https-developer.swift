// Apple, "alert(_:isPresented:presenting:actions:message:)", https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) — the "Save failed." alert with SaveDetails: the actions are built in the presenter's body while there is data, a button's tap closes the alert, and new details re-run the body
// Apple's alert closures are not escaping: SwiftUI calls them during the presenter's body, and with presenting:
// only while the data is non-nil (rules §13.2, §8.6). The body reads details (it passes them), so setting them runs
// it; isPresented alone is not read (§3.5, §8.7). An action's tap sets isPresented to false.
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?

    func save() -> SaveDetails? {
        SaveDetails(name: "Report", error: "The disk is full.")
    }

    var body: some View {
        let _ = print("SaveButton body, details \(details?.name ?? "none")")
        Button("Save") {
            details = save()
            didError = details != nil
        }
        .alert("Save failed.", isPresented: $didError, presenting: details) { details in
            let _ = print("building actions for \(details.name)")
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
// expect: SaveButton body, details none
:tap "Save"
// expect: SaveButton body, details Report
// expect: building actions for Report
:tap "Delete Report"
// expect: deleting Report
:tap "Save"
// expect: SaveButton body, details Report
// expect: building actions for Report
:tap "Retry"
// expect: retrying Report
