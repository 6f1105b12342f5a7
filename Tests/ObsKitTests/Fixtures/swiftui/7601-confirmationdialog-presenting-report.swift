// Follows Apple's confirmationDialog(_:isPresented:titleVisibility:presenting:actions:) (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)): an export confirmed by a dialog whose buttons are built from the data it presents
// What SwiftUI does: the dialog shows while the flag is true and the data is non-nil; its actions closure is
// given the unwrapped data (Apple's page, its "Import File" example with our own names; rules §13.2). A button
// with the `.cancel` role replaces the standard Cancel. Any tap runs the button's action and dismisses the
// dialog (the flag goes back to false); the Cancel action also clears the data.
// Sources: Apple `view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)`; rules §13.2,
// §15.11.
import SwiftUI

struct ReportDetails {
    let name: String
    let pages: Int
}

struct ExportReports: View {
    @State private var isConfirming = false
    @State private var dialogDetail: ReportDetails?

    var body: some View {
        VStack {
            Button("Export Q1") {
                dialogDetail = ReportDetails(name: "q1.pdf", pages: 12)
                isConfirming = true
            }
            Button("Export Q2") {
                dialogDetail = ReportDetails(name: "q2.pdf", pages: 9)
                isConfirming = true
            }
        }
        .confirmationDialog(
            "Are you sure you want to export this report?",
            isPresented: $isConfirming,
            presenting: dialogDetail
        ) { detail in
            Button {
                print("exporting \(detail.name) (\(detail.pages) pages)")
            } label: {
                Text("Export \(detail.name)")
            }
            Button("Cancel", role: .cancel) {
                print("export of \(detail.name) cancelled")
                dialogDetail = nil
            }
        }
    }
}

:mount ExportReports()
:tap "Export Q1"
:tap "Export q1.pdf"
// expect: exporting q1.pdf (12 pages)
:tap "Export Q2"
:tap "Cancel"
// expect: export of q2.pdf cancelled
:tap "Export Q1"
:tap "Export q1.pdf"
// expect: exporting q1.pdf (12 pages)
