// A downloads list whose rows own their model: `_task = StateObject(wrappedValue: DownloadTask(file: file))`.
// The model is made once per row identity (rules §4.2, §4.3; Apple `stateobject`), never at a parent re-render,
// and released when the row's id leaves the data (§1.4, §4.4). The init's closure captures `file`, so every new
// DownloadRow value differs from the last (§2.5: "StateObject(wrappedValue: VM(id: id)) in an init captures id and
// always differs") and each parent render runs every row's body with `@self` (§2.7, §12.1). A new row's model is
// made right before its first body (§4.2).
import SwiftUI

final class DownloadTask: ObservableObject {
    let file: String
    @Published var progress = 0
    init(file: String) {
        self.file = file
        print("DownloadTask \(file) init")
    }
    deinit { print("DownloadTask \(file) deinit") }
}

struct DownloadRow: View {
    let file: String
    @StateObject private var task: DownloadTask

    init(file: String) {
        self.file = file
        _task = StateObject(wrappedValue: DownloadTask(file: file))
    }

    var body: some View {
        let _ = Self._printChanges()
        Button("\(file) \(task.progress)%") { task.progress += 50 }
    }
}

struct Downloads: View {
    @State private var files = ["a.zip", "b.zip"]
    @State private var showSizes = false

    var body: some View {
        let _ = Self._printChanges()
        List {
            Toggle("Show sizes", isOn: $showSizes)
            ForEach(files, id: \.self) { file in
                DownloadRow(file: file)
            }
            .onDelete { files.remove(atOffsets: $0) }
            Text(showSizes ? "sizes on" : "sizes off")
        }
        Button("Add c.zip") { files.append("c.zip") }
    }
}

:mount Downloads()
// expect: Downloads: @self, @identity, _files, _showSizes changed.
// expect: DownloadTask a.zip init
// expect: DownloadRow: @self, @identity, _task changed.
// expect: DownloadTask b.zip init
// expect: DownloadRow: @self, @identity, _task changed.
:tap "a.zip 0%"
// expect: DownloadRow: _task changed.
:toggle "Show sizes"
// expect: Downloads: _showSizes changed.
// expect: DownloadRow: @self changed.
// expect: DownloadRow: @self changed.
:tap "Add c.zip"
// expect: Downloads: _files changed.
// expect: DownloadRow: @self changed.
// expect: DownloadRow: @self changed.
// expect: DownloadTask c.zip init
// expect: DownloadRow: @self, @identity, _task changed.
:tap "a.zip 50%"
// expect: DownloadRow: _task changed.
:delete "b.zip 0%"
// expect: Downloads: _files changed.
// expect: DownloadTask b.zip deinit
// expect: DownloadRow: @self changed.
// expect: DownloadRow: @self changed.
:tap "a.zip 100%"
// expect: DownloadRow: _task changed.
