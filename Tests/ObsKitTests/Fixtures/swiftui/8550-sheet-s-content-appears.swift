// SwiftUI from Apple's documentation: task(priority:_:) — https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (a sheet's content appears when presented; dismissing the sheet before the task completes makes SwiftUI cancel the task)
import SwiftUI

struct Uploader: View {
    var body: some View {
        Text("Uploading")
            .onAppear { print("sheet content appeared") }
            .task {
                do {
                    try await Task.sleep(for: .seconds(30))
                    print("upload finished")
                } catch {
                    print("upload cancelled")
                }
            }
    }
}

struct ContentView: View {
    @State private var showUpload = false
    var body: some View {
        Button("Upload") { showUpload = true }
            .sheet(isPresented: $showUpload) { Uploader() }
    }
}

:mount ContentView()
:tap "Upload"
:advance 2s
print("-- swipe down")
:dismiss
:advance 40s
// expect: sheet content appeared
// expect: -- swipe down
// expect: upload cancelled
