// Tutorial style (checkCancellation and defer in a .task): an upload view's .task(priority:) loops with Task.checkCancellation(); removing the view throws CancellationError into its catch, and defer reports the last progress (rules §11.3, §1.4, §3.4)
import SwiftUI

struct UploadProgressView: View {
    let fileName: String
    @State private var percent = 0

    var body: some View {
        VStack {
            Text("\(fileName): \(percent)%")
            ProgressView(value: Double(percent), total: 100)
        }
        .task(priority: .background) {
            print("upload of \(fileName) began")
            defer { print("upload task for \(fileName) exiting at \(percent)%") }
            do {
                while percent < 100 {
                    try await Task.sleep(for: .milliseconds(500))
                    try Task.checkCancellation()
                    percent += 25
                }
                print("upload of \(fileName) complete")
            } catch {
                print("upload of \(fileName) stopped: \(error)")
            }
        }
    }
}

struct UploadsScreen: View {
    @State private var uploading = false

    var body: some View {
        VStack {
            Button(uploading ? "Cancel Upload" : "Upload") { uploading.toggle() }
            if uploading {
                UploadProgressView(fileName: "video.mov")
            }
        }
    }
}

:mount UploadsScreen()
:tap "Upload"
// expect: upload of video.mov began
:advance 1s
:tap "Cancel Upload"
// expect: upload of video.mov stopped: CancellationError()
// expect: upload task for video.mov exiting at 50%
:tap "Upload"
// expect: upload of video.mov began
:advance 2s
// expect: upload of video.mov complete
// expect: upload task for video.mov exiting at 100%
