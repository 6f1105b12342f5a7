// Swift with Majid style (upload progress from a sheet's task): the sheet's .task writes a parent-owned @Observable model, re-running the parent that reads it; dismiss() cancels the task and a new sheet resumes from the model (rules §8.3, §11.3, §13.1, §15.12)
import SwiftUI
import Observation

@Observable
final class UploadQueue {
    var uploaded = 0
    var total = 5
}

struct UploadSheet: View {
    let queue: UploadQueue
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Uploading \(queue.uploaded)/\(queue.total)")
            Button("Hide") { dismiss() }
        }
        .task {
            print("upload task started at \(queue.uploaded)")
            while queue.uploaded < queue.total {
                do {
                    try await Task.sleep(for: .milliseconds(500))
                } catch {
                    print("upload paused at \(queue.uploaded)")
                    return
                }
                queue.uploaded += 1
            }
            print("upload complete")
        }
    }
}

struct ContentView: View {
    @State private var queue = UploadQueue()
    @State private var showUploads = false

    var body: some View {
        let _ = print("main body: \(queue.uploaded) uploaded")
        Button("Uploads") { showUploads = true }
            .sheet(isPresented: $showUploads) {
                UploadSheet(queue: queue)
            }
    }
}
:mount ContentView()
// expect: main body: 0 uploaded
:tap "Uploads"
// expect: upload task started at 0
:advance 1s
// expect: main body: 1 uploaded
// expect: main body: 2 uploaded
:tap "Hide"
// expect: upload paused at 2
:advance 1s
:tap "Uploads"
// expect: upload task started at 2
:advance 2s
// expect: main body: 3 uploaded
// expect: main body: 4 uploaded
// expect: upload complete
// expect: main body: 5 uploaded
