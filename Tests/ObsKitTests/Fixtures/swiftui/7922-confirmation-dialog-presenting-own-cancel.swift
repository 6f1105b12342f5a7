// Style: Apple documentation page, `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
// SwiftUI: the actions are built with the unwrapped data in the presenter's body (built like an alert, rules §15.11,
// §13.2), so the body reads `pending` and runs when it is set (rules §8.7). "If you provide a button with a role of
// cancel, that button takes the place of the default dismiss action" (Apple): there is no "Cancel" then. While the
// dialog is up only its buttons can be tapped (rules §15.11).
import SwiftUI

struct Download: Identifiable {
    let id: Int
    let file: String
}

struct DownloadsView: View {
    @State private var pending: Download?
    @State private var confirming = false
    @State private var saved: [String] = []

    var body: some View {
        let _ = print("downloads body, saved: \(saved)")
        VStack {
            Button("Download Report.pdf") {
                pending = Download(id: 1, file: "Report.pdf")
                confirming = true
            }
            Button("Download Photo.jpg") {
                pending = Download(id: 2, file: "Photo.jpg")
                confirming = true
            }
        }
        .confirmationDialog("Download file?", isPresented: $confirming, titleVisibility: .visible, presenting: pending) { download in
            Button("Download \(download.file)") { saved.append(download.file) }
            Button("Not Now", role: .cancel) { print("skipped \(download.file)") }
        } message: { download in
            Text("\(download.file) will be saved to Files.")
        }
    }
}

:mount DownloadsView()
// expect: downloads body, saved: []
:tap "Download Report.pdf"
// expect: downloads body, saved: []
:tap "Not Now"
// expect: skipped Report.pdf
:tap "Download Photo.jpg"
// expect: downloads body, saved: []
:tap "Download Photo.jpg"
// expect: downloads body, saved: ["Photo.jpg"]
:tap "Download Report.pdf"
// expect: downloads body, saved: ["Photo.jpg"]
:tap "Cancel"
// expect-error: no visible button labelled "Cancel"
