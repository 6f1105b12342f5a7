// "Why does my .task(id:) restart, and why not when other state changes?": the task is cancelled and started again only when `id` changes; a re-render with the same id leaves the running task alone (SEMANTICS §11 ".task(id:): also cancel+restart when id changes"; Apple: task(id:priority:_:))
import SwiftUI

struct InboxLoader: View {
    @State private var folder = 1
    @State private var refreshCount = 0

    var body: some View {
        VStack {
            Text("Folder \(folder), refreshed \(refreshCount)")
            Button("Refresh label") { refreshCount += 1 }
            Button("Next folder") { folder += 1 }
        }
        .task(id: folder) {
            let current = folder
            print("loading folder \(current)")
            try? await Task.sleep(for: .seconds(2))
            guard !Task.isCancelled else { return }
            print("folder \(current) loaded")
        }
    }
}

:mount InboxLoader()
:tap "Refresh label"
:advance 3s
:tap "Next folder"
:advance 1s
:tap "Next folder"
:advance 3s

// expect: loading folder 1
// expect: folder 1 loaded
// expect: loading folder 2
// expect: loading folder 3
// expect: folder 3 loaded
