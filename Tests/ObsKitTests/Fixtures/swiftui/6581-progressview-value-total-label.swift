// Apple docs `ProgressView` (init(value:total:label:currentValueLabel:)) with a Label, advanced by a button that is disabled when done.
// The bar shows `completed` of `total`; each tap writes the count, and the body, which reads it, runs once, then
// onChange of the derived "done" Bool fires only when that Bool flips (Apple `view/onchange(of:initial:_:)`).
// At 4 of 4 the button is `.disabled`, and tapping a disabled button is an error (Apple `view/disabled(_:)`,
// rules §15.11).
import SwiftUI

struct DownloadProgress: View {
    @State private var completed = 0
    let total = 4

    var body: some View {
        let _ = print("body: \(completed)/\(total)")
        VStack {
            ProgressView(value: Double(completed), total: Double(total)) {
                Label("Downloading", systemImage: "arrow.down.circle")
            } currentValueLabel: {
                Text("\(completed) of \(total) files")
            }
            Button("Next File") {
                completed += 1
            }
            .disabled(completed == total)
            if completed == total {
                Label("Done", systemImage: "checkmark.circle")
            }
        }
        .onChange(of: completed == total) { _, done in
            print(done ? "all files downloaded" : "downloading again")
        }
    }
}

:mount DownloadProgress()
// expect: body: 0/4
:tap "Next File"
// expect: body: 1/4
:tap "Next File"
// expect: body: 2/4
:tap "Next File"
// expect: body: 3/4
:tap "Next File"
// expect: body: 4/4
// expect: all files downloaded
:tap "Next File"
// expect-error: button "Next File" is disabled
