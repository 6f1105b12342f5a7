// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (each row's task lives as long as its row: removing b.jpg removes its row, and SwiftUI cancels its unfinished task, while a.jpg's upload carries on and finishes)
import SwiftUI

struct UploadRow: View {
    let file: String

    var body: some View {
        Text(file)
            .task {
                do {
                    try await Task.sleep(for: .seconds(1))
                    print("\(file) uploaded")
                } catch {
                    print("\(file) upload cancelled")
                }
            }
    }
}

struct UploadQueue: View {
    @State private var files = ["a.jpg", "b.jpg"]

    var body: some View {
        VStack {
            ForEach(files, id: \.self) { file in
                UploadRow(file: file)
            }
            Button("Remove b.jpg") { files.removeAll { $0 == "b.jpg" } }
        }
    }
}

:mount UploadQueue()
:advance 500ms
:tap "Remove b.jpg"
:advance 1s
// expect: b.jpg upload cancelled
// expect: a.jpg uploaded
