// Point-Free navigation style: an alert driven by optional state — isPresented is a Binding derived from `pending != nil` with a setter that clears it, and presenting: hands the unwrapped value to the actions; a tap on an action dismisses, which writes nil back (rules §13.2, §9.1, §8.7, §10.1)
import SwiftUI

struct FileItem: Identifiable {
    let id: Int
    let name: String
}

struct FilesView: View {
    @State private var files = [FileItem(id: 1, name: "a.txt"), FileItem(id: 2, name: "b.txt")]
    @State private var pendingDelete: FileItem?

    var body: some View {
        let _ = print("FilesView body: \(files.count) files, pending \(pendingDelete?.name ?? "none")")
        List(files) { file in
            Button("Delete \(file.name)") { pendingDelete = file }
        }
        .alert(
            "Delete file?",
            isPresented: Binding(
                get: { pendingDelete != nil },
                set: { if !$0 { pendingDelete = nil } }
            ),
            presenting: pendingDelete
        ) { file in
            Button("Confirm \(file.name)", role: .destructive) {
                files.removeAll { $0.id == file.id }
                print("deleted \(file.name)")
            }
            Button("Keep", role: .cancel) {
                print("kept \(file.name)")
            }
        }
    }
}

:mount FilesView()
// expect: FilesView body: 2 files, pending none
:tap "Delete b.txt"
// expect: FilesView body: 2 files, pending b.txt
:tap "Confirm b.txt"
// expect: deleted b.txt
// expect: FilesView body: 1 files, pending none
:tap "Delete a.txt"
// expect: FilesView body: 1 files, pending a.txt
:tap "Keep"
// expect: kept a.txt
// expect: FilesView body: 1 files, pending none
