// Follows Apple's `StateObject` page (https://developer.apple.com/documentation/swiftui/stateobject), its section
// "Initialize state objects using external data": `_model = StateObject(wrappedValue: DataModel(name: name))` in the
// view's init; "SwiftUI only initializes a state object the first time you call its initializer in a given view".
// Own code: a downloads list, one row per file, each row owning a DownloadJob; Cancel buttons remove rows.
// - The @StateObject's closure runs once per row node, right before its first body (rules §4.2, §4.3): queueing a
//   file makes one job; the parent's later renders build new row values whose closures are ignored.
// - Removing a file destroys its row's node, which releases its @StateObject: the job deinits in that update (rules
//   §1.2, §1.4). The other rows keep their nodes and jobs, wherever they move (rules §1.2).
// - The init's closure captures `file`, so each parent render gives every row a new value (rules §2.5) and runs its
//   body; row bodies therefore print nothing (several would print in an unspecified order). The labels tapped show
//   each job's progress.
// - The parent's body runs after the action (rules §0.3); the job made for a new row comes after it (rules §2.8,
//   §4.2).
import SwiftUI

final class DownloadJob: ObservableObject {
    let file: String
    @Published var percent = 0

    init(file: String) {
        self.file = file
        print("DownloadJob init \(file)")
    }

    deinit {
        print("DownloadJob deinit \(file)")
    }
}

struct DownloadRow: View {
    @StateObject private var job: DownloadJob

    init(file: String) {
        _job = StateObject(wrappedValue: DownloadJob(file: file))
    }

    var body: some View {
        Button("\(job.file) \(job.percent)%") {
            job.percent += 25
            print("progress \(job.file)")
        }
    }
}

struct Downloads: View {
    @State private var files = ["a.zip"]

    var body: some View {
        let _ = print("Downloads body: \(files.joined(separator: ", "))")
        VStack {
            ForEach(files, id: \.self) { file in
                DownloadRow(file: file)
            }
            Button("Queue b.zip") {
                files.append("b.zip")
            }
            Button("Queue c.zip") {
                files.append("c.zip")
            }
            Button("Cancel a.zip") {
                files.removeAll { $0 == "a.zip" }
            }
            Button("Cancel b.zip") {
                files.removeAll { $0 == "b.zip" }
            }
        }
    }
}

:mount Downloads()
// expect: Downloads body: a.zip
// expect: DownloadJob init a.zip
:tap "a.zip 0%"
// expect: progress a.zip
:tap "Queue b.zip"
// expect: Downloads body: a.zip, b.zip
// expect: DownloadJob init b.zip
:tap "Queue c.zip"
// expect: Downloads body: a.zip, b.zip, c.zip
// expect: DownloadJob init c.zip
:tap "b.zip 0%"
// expect: progress b.zip
:tap "b.zip 25%"
// expect: progress b.zip
:tap "Cancel a.zip"
// expect: Downloads body: b.zip, c.zip
// expect: DownloadJob deinit a.zip
:tap "b.zip 50%"
// expect: progress b.zip
:tap "Cancel b.zip"
// expect: Downloads body: c.zip
// expect: DownloadJob deinit b.zip
:tap "c.zip 0%"
// expect: progress c.zip
