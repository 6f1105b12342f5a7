// A view model per row: each download row owns a small ObservableObject with @StateObject, as posts on "view models
// for list cells" do; the screen keeps the list of files in @State and deletes by swipe.
// What SwiftUI does: each row is known by its file name (rules §1.2). A row's @StateObject closure runs right before
// that row's first body (rules §4.2), so models are made row by row; `= DownloadRowModel()` captures nothing, so rebuilt
// rows compare equal and don't run when the screen does (rules §2.5, §2.6). A model's change runs only its row (rules
// §4.4). A new file makes one new row and one model; a swiped row's node dies and its model deinits (rules §1.2, §1.4,
// §15.2); the row that stays keeps its model and its progress.
// Sources: rules §1.2, §1.4, §2.5, §2.6, §4.2, §4.4, §15.2; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

@MainActor
final class DownloadRowModel: ObservableObject {
    static var made = 0
    let number: Int
    @Published var progress = 0

    init() {
        Self.made += 1
        number = Self.made
        print("DownloadRowModel \(number) init")
    }

    deinit { print("DownloadRowModel \(number) deinit") }

    func resume() { progress += 50 }
}

struct DownloadRow: View {
    let file: String
    @StateObject private var model = DownloadRowModel()

    var body: some View {
        let _ = print("DownloadRow body: \(file) \(model.progress)% (model \(model.number))")
        HStack {
            Text(file)
            Button("Resume \(file)") { model.resume() }
        }
    }
}

struct DownloadsScreen: View {
    @State private var files = ["a.zip", "b.pdf"]

    var body: some View {
        let _ = print("DownloadsScreen body: \(files.count) files")
        VStack {
            List {
                ForEach(files, id: \.self) { file in
                    DownloadRow(file: file)
                }
                .onDelete { offsets in
                    files.remove(atOffsets: offsets)
                }
            }
            Button("Add c.mov") { files.append("c.mov") }
        }
    }
}

:mount DownloadsScreen()
// expect: DownloadsScreen body: 2 files
// expect: DownloadRowModel 1 init
// expect: DownloadRow body: a.zip 0% (model 1)
// expect: DownloadRowModel 2 init
// expect: DownloadRow body: b.pdf 0% (model 2)
:tap "Resume a.zip"
// expect: DownloadRow body: a.zip 50% (model 1)
:tap "Add c.mov"
// expect: DownloadsScreen body: 3 files
// expect: DownloadRowModel 3 init
// expect: DownloadRow body: c.mov 0% (model 3)
:delete "b.pdf"
// expect: DownloadsScreen body: 2 files
// expect: DownloadRowModel 2 deinit
:tap "Resume a.zip"
// expect: DownloadRow body: a.zip 100% (model 1)
