// Follows Apple's ViewThatFits (https://developer.apple.com/documentation/swiftui/viewthatfits): an upload row that offers a wide layout and a narrow fallback
// What SwiftUI does: ViewThatFits shows the first of its candidates that fits the space offered along the given
// axis (Apple's "UploadProgressView" example, with our own names and a cancel button). ObsREPL has no sizes and
// always shows the first candidate, which is what an iPhone in portrait shows for a row this short (rules
// §15.20), so only the wide row appears and its button is the one on screen. The parent reads `progress` and
// `cancelled`; a new progress reaches the row without an appearance (rules §11.1: a re-render fires neither).
// Sources: Apple `viewthatfits`; rules §11.1, §15.20.
import SwiftUI

struct UploadRow: View {
    var progress: Double
    var onCancel: () -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text(progress.formatted(.percent))
                ProgressView(value: progress)
                    .frame(width: 100)
                Button("Cancel upload", action: onCancel)
            }
            .onAppear { print("wide layout shown") }
            VStack {
                ProgressView(value: progress)
                    .frame(width: 100)
                Button("Stop", action: onCancel)
            }
            .onAppear { print("narrow layout shown") }
        }
    }
}

struct UploadScreen: View {
    @State private var progress = 0.25
    @State private var cancelled = false

    var body: some View {
        VStack {
            if cancelled {
                Text("Upload cancelled")
            } else {
                UploadRow(progress: progress) {
                    cancelled = true
                    print("upload cancelled at \(progress.formatted(.percent))")
                }
            }
            Button("Advance") { progress += 0.25 }
        }
    }
}

:mount UploadScreen()
// expect: wide layout shown
:tap "Advance"
:tap "Cancel upload"
// expect: upload cancelled at 50%
