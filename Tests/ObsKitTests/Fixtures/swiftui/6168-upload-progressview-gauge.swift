// A determinate `ProgressView(value:total:label:currentValueLabel:)` and a `Gauge(value:in:)` with
// `.gaugeStyle(.accessoryCircularCapacity)`, driven by a button that is disabled once the upload is done.
// Source: Apple, `progressview`, `gauge`.
// Expected: the action prints before the update's onChange; at the end the button is disabled, so the
// last tap is an error (rules §15.11: a command on a disabled control).
import SwiftUI

struct UploadStatus: View {
    @State private var uploaded = 0.0
    let total = 4.0

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: uploaded, total: total) {
                Text("Uploading photos")
            } currentValueLabel: {
                Text("\(Int(uploaded)) of \(Int(total))")
            }
            Gauge(value: uploaded, in: 0...total) {
                Text("Storage")
            } currentValueLabel: {
                Text("\(Int(uploaded / total * 100))%")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            Button("Upload next") {
                uploaded = min(total, uploaded + 1)
                if uploaded == total { print("upload complete") }
            }
            .disabled(uploaded >= total)
        }
        .padding()
        .onChange(of: uploaded) { _, value in
            print("progress:", value / total)
        }
    }
}

:mount UploadStatus()
:tap "Upload next"
:tap "Upload next"
:tap "Upload next"
:tap "Upload next"
:tap "Upload next"

// expect: progress: 0.25
// expect: progress: 0.5
// expect: progress: 0.75
// expect: upload complete
// expect: progress: 1.0
// expect-error: button "Upload next" is disabled
