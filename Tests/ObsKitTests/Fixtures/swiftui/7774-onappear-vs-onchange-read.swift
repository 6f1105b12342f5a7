// Observation in depth: `onAppear` reads nothing for the body, `onChange(of: model.progress)` does
// The value given to `onChange(of:)` is evaluated in the body, so the body depends on `progress` (rules §8, §8.4);
// `onAppear`'s closure runs after the update, outside the body, untracked (§8.3, §10.3). A step re-runs the body,
// then the action runs with the old and new values (Apple `view/onchange(of:initial:_:)`); renaming the file, read
// only in `onAppear`, runs nothing.
import SwiftUI

@Observable
final class Downloader {
    var progress = 0
    var fileName = "report.pdf"
}

struct DownloadRow: View {
    @State private var downloader = Downloader()

    var body: some View {
        let _ = print("row body")
        VStack {
            Button("Step") { downloader.progress += 25 }
            Button("Rename") { downloader.fileName = "summary.pdf" }
        }
        .onAppear { print("appeared for \(downloader.fileName)") }
        .onChange(of: downloader.progress) { oldValue, newValue in
            print("progress \(oldValue) -> \(newValue)")
        }
    }
}

:mount DownloadRow()
// expect: row body
// expect: appeared for report.pdf
:tap "Rename"
:tap "Step"
// expect: row body
// expect: progress 0 -> 25
