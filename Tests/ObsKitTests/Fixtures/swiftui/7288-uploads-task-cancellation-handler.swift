// Uploads: each row of a queue uploads in `.task`, through a service that wraps its work in
// `withTaskCancellationHandler`; swiping a row away cancels its upload. Own code.
// What SwiftUI does: the rows' tasks start after the first update, in tree order (rules §11.1, §11.3). Deleting a row
// changes the data; the parent's body runs, the other row gets an equal value and doesn't run (rules §2.7), and the
// removed row's node dies, which cancels its task (rules §1.2, §1.4). Swift runs the cancellation handler at once,
// when the task is cancelled (Apple `withTaskCancellationHandler`); the sleeping operation then throws
// `CancellationError`, which the row catches in that turn (corpus README, assumption 13). The other upload finishes
// on time.
// Sources: rules §1.2, §1.4, §2.7, §11.1, §11.3, §15.2;
// https://developer.apple.com/documentation/swift/withtaskcancellationhandler(operation:oncancel:isolation:)
import SwiftUI

struct UploadService {
    func upload(_ file: String) async throws {
        try await withTaskCancellationHandler {
            print("upload \(file): sending")
            try await Task.sleep(for: .seconds(3))
            print("upload \(file): finished")
        } onCancel: {
            print("upload \(file): onCancel handler")
        }
    }
}

struct UploadRow: View {
    let file: String

    var body: some View {
        let _ = print("UploadRow body: \(file)")
        Text(file)
            .task {
                do {
                    try await UploadService().upload(file)
                    print("row \(file): done")
                } catch {
                    print("row \(file): caught \(type(of: error))")
                }
            }
    }
}

struct UploadQueueView: View {
    @State private var files = ["a.txt", "b.txt"]

    var body: some View {
        let _ = print("UploadQueueView body: \(files.joined(separator: ", "))")
        List {
            ForEach(files, id: \.self) { file in
                UploadRow(file: file)
            }
            .onDelete { offsets in
                files.remove(atOffsets: offsets)
            }
        }
    }
}

:mount UploadQueueView()
// expect: UploadQueueView body: a.txt, b.txt
// expect: UploadRow body: a.txt
// expect: UploadRow body: b.txt
// expect: upload a.txt: sending
// expect: upload b.txt: sending
:advance 1s
:delete "b.txt"
// expect: UploadQueueView body: a.txt
// expect: upload b.txt: onCancel handler
// expect: row b.txt: caught CancellationError
:advance 2s
// expect: upload a.txt: finished
// expect: row a.txt: done
