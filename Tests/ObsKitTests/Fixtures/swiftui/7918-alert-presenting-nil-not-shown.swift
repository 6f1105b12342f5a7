// Style: forum question. "My error alert never appears: I set `showError = true` but the alert doesn't show."
// SwiftUI: with `alert(_:isPresented:presenting:actions:)`, "For the alert to appear, both isPresented must be true and
// data must not be nil" (Apple `view/alert(_:ispresented:presenting:actions:message:)`; rules §13.2). Here the data stays
// nil, so nothing is presented: the screen's own buttons keep working (no modal alert, rules §15.11), and the alert's
// "Retry" button is not on screen (the README's `no visible button labelled "X"`).
import SwiftUI

struct FailureInfo {
    let reason: String
}

struct UploadView: View {
    @State private var showError = false
    @State private var failure: FailureInfo?
    @State private var pings = 0

    var body: some View {
        let _ = print("upload body, pings: \(pings)")
        VStack {
            Button("Fail Without Details") { showError = true }
            Button("Ping") { pings += 1 }
        }
        .alert("Upload failed", isPresented: $showError, presenting: failure) { failure in
            Button("Retry") { print("retry after \(failure.reason)") }
        }
    }
}

:mount UploadView()
// expect: upload body, pings: 0
:tap "Fail Without Details"
:tap "Ping"
// expect: upload body, pings: 1
:tap "Retry"
// expect-error: no visible button labelled "Retry"
