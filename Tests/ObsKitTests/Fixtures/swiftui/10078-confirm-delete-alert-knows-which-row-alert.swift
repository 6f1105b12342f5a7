// Stack Overflow Q&A style: "confirm a delete with an alert that knows which row": alert(_:isPresented:presenting:) reads the data in the parent's body and builds its actions there while the data is non-nil, so setting it re-runs the parent; only the alert's buttons can be tapped while it is up; Cancel only clears the flag, which the body never read (rules §13.2, §8.6, §8.7, §15.11)
import SwiftUI

struct FileItem: Identifiable {
    let id: Int
    let name: String
}

struct FileBrowser: View {
    @State private var files = [FileItem(id: 1, name: "a.txt"), FileItem(id: 2, name: "b.txt")]
    @State private var pendingDelete: FileItem?
    @State private var confirming = false

    var body: some View {
        let _ = print("FileBrowser body: \(files.map(\.name))")
        List {
            ForEach(files) { file in
                Button("Remove \(file.name)") {
                    pendingDelete = file
                    confirming = true
                }
            }
        }
        .alert("Delete file?", isPresented: $confirming, presenting: pendingDelete) { file in
            let _ = print("alert actions for \(file.name)")
            Button("Delete \(file.name)", role: .destructive) {
                files.removeAll { $0.id == file.id }
            }
            Button("Cancel", role: .cancel) { }
        } message: { file in
            Text("\(file.name) will be removed")
        }
    }
}

:mount FileBrowser()
// expect: FileBrowser body: ["a.txt", "b.txt"]
:tap "Remove a.txt"
// expect: FileBrowser body: ["a.txt", "b.txt"]
// expect: alert actions for a.txt
:tap "Delete a.txt"
// expect: FileBrowser body: ["b.txt"]
// expect: alert actions for a.txt
:tap "Remove b.txt"
// expect: FileBrowser body: ["b.txt"]
// expect: alert actions for b.txt
:tap "Cancel"
