// A downloads list whose rows each own a progress model, made in the row's init with `_progress =
// StateObject(wrappedValue: RowProgressModel(fileName: download.fileName))`, as answers to "a view model per row" do.
// What SwiftUI does: each row is identified by its download's id (rules §1.2) and its model is made once, right before
// that row's first body (rules §4.2, §4.3). Bumping one row's model runs that row's body only (rules §4.4). Adding a
// download runs the list's body, which builds every row again (rules §2.6); each row's new StateObject closure
// captures the download, and a capturing closure never compares equal, so every existing row's body runs again, while
// no model is made for them (rules §2.5, §4.3). Only the new row makes a model.
// Sources: rules §1.2, §2.5, §2.6, §4.2, §4.3, §4.4; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI
import Combine

struct Download: Identifiable {
    let id: Int
    let fileName: String
}

final class RowProgressModel: ObservableObject {
    let fileName: String
    @Published var percent = 0

    init(fileName: String) {
        self.fileName = fileName
        print("RowProgressModel init \(fileName)")
    }

    deinit { print("RowProgressModel deinit \(fileName)") }
}

struct DownloadRow: View {
    let download: Download
    @StateObject private var progress: RowProgressModel

    init(download: Download) {
        self.download = download
        _progress = StateObject(wrappedValue: RowProgressModel(fileName: download.fileName))
    }

    var body: some View {
        let _ = print("DownloadRow body: \(download.fileName) \(progress.percent)%")
        HStack {
            Text(download.fileName)
            Button("Bump \(download.fileName)") { progress.percent += 10 }
        }
    }
}

struct DownloadsList: View {
    @State private var downloads = [Download(id: 1, fileName: "a.zip"), Download(id: 2, fileName: "b.zip")]

    var body: some View {
        let _ = print("DownloadsList body: \(downloads.count) downloads")
        List {
            ForEach(downloads) { download in
                DownloadRow(download: download)
            }
            Button("Add download") {
                let next = downloads.count + 1
                downloads.append(Download(id: next, fileName: "file\(next).zip"))
            }
        }
    }
}

:mount DownloadsList()
// expect: DownloadsList body: 2 downloads
// expect: RowProgressModel init a.zip
// expect: DownloadRow body: a.zip 0%
// expect: RowProgressModel init b.zip
// expect: DownloadRow body: b.zip 0%
:tap "Bump a.zip"
// expect: DownloadRow body: a.zip 10%
:tap "Add download"
// expect: DownloadsList body: 3 downloads
// expect: DownloadRow body: a.zip 10%
// expect: DownloadRow body: b.zip 0%
// expect: RowProgressModel init file3.zip
// expect: DownloadRow body: file3.zip 0%
