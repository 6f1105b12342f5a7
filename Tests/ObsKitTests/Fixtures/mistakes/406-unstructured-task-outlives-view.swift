// Removing a view cancels its `.task`, and only that: work the task body awaits is cancelled with it,
// but an unstructured `Task { }` that a model method launched from `.task` is not a child of it, so it
// keeps running after the view is gone and finishes on the clock.
// Basis: rules §11 (.task cancelled on disappear), rules §1 (removal destroys the node: onDisappear,
// task cancelled). Swift concurrency: cancellation reaches child tasks, not unstructured ones.
// Expected order on removal: the parent body, then onDisappear, then the awaited sleep wakes cancelled
// (the same order as the rules' own fixture for a cancelled task).
final class Uploader: ObservableObject {
    func sendAll() {
        Task {
            print("upload started")
            do {
                try await Task.sleep(for: .seconds(3))
                print("upload finished")
            } catch {
                print("upload cancelled")
            }
        }
    }
}

struct UploadBadge: View {
    @StateObject private var uploader = Uploader()
    var body: some View {
        Text("uploading")
            .task {
                print("badge starts the upload")
                uploader.sendAll()
                do {
                    try await Task.sleep(for: .seconds(3))
                    print("badge done")
                } catch {
                    print("badge wait cancelled")
                }
            }
            .onDisappear { print("badge disappears") }
    }
}

struct Outbox: View {
    @State private var busy = true
    var body: some View {
        let _ = print("Outbox body, busy:", busy)
        Button("Close") { busy = false }
        if busy {
            UploadBadge()
        }
    }
}

:mount Outbox()
:advance 1s
:tap "Close"
print("-- advance past the end")
:advance 5s

// expect: Outbox body, busy: true
// expect: badge starts the upload
// expect: upload started
// expect: Outbox body, busy: false
// expect: badge disappears
// expect: badge wait cancelled
// expect: -- advance past the end
// expect: upload finished
