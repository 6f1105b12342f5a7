// identity-and-lifetime style: a @StateObject per List row keyed by id: dragging a row to the top moves its node with its model (no init, no body), and swiping a row away deinits that row's model only (rules §1.2, §1.4, §4.3, §15.2)
import SwiftUI

final class DownloadTask: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var progress = 0

    init() {
        DownloadTask.made += 1
        serial = DownloadTask.made
        print("DownloadTask \(serial) init")
    }

    deinit { print("DownloadTask \(serial) deinit") }
}

struct DownloadRow: View {
    let file: String
    @StateObject private var task = DownloadTask()

    var body: some View {
        let _ = print("DownloadRow body: \(file) task \(task.serial) \(task.progress)%")
        Button("\(file) \(task.progress)%") { task.progress += 50 }
    }
}

struct Downloads: View {
    @State private var files = ["a.zip", "b.png", "c.mov"]

    var body: some View {
        let _ = print("Downloads body: \(files.joined(separator: ", "))")
        List {
            ForEach(files, id: \.self) { file in
                DownloadRow(file: file)
            }
            .onDelete { files.remove(atOffsets: $0) }
            .onMove { files.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

:mount Downloads()
// expect: Downloads body: a.zip, b.png, c.mov
// expect: DownloadTask 1 init
// expect: DownloadRow body: a.zip task 1 0%
// expect: DownloadTask 2 init
// expect: DownloadRow body: b.png task 2 0%
// expect: DownloadTask 3 init
// expect: DownloadRow body: c.mov task 3 0%
:tap "b.png 0%"
// expect: DownloadRow body: b.png task 2 50%
:move "b.png 50%" to 0
// expect: Downloads body: b.png, a.zip, c.mov
:delete "a.zip 0%"
// expect: Downloads body: b.png, c.mov
// expect: DownloadTask 1 deinit
:tap "b.png 50%"
// expect: DownloadRow body: b.png task 2 100%
