// Apple docs style: a multi-selection `List(selection: $selection)` with `EditButton`, and a toolbar button that deletes the selected rows
// What SwiftUI does: a List over a `Set` selection adds or removes a row's id when the row is tapped in edit mode
// (Apple `list`, rules §15.18); the rows are tagged with their ForEach ids (rules §15.7). The body reads the
// selection (for the button's title), so each tap runs it once (rules §3.5). Deleting removes the selected files
// and empties the selection in one action: one body run (rules §10.1). EditButton reads "Done" while editing
// (rules §15.25).
// Sources: rules §3.5, §10.1, §15.7, §15.18, §15.25; https://developer.apple.com/documentation/swiftui/list
import SwiftUI

struct FileItem: Identifiable {
    let id: Int
    let name: String
}

struct FilesView: View {
    @State private var files = [
        FileItem(id: 1, name: "notes.txt"),
        FileItem(id: 2, name: "photo.png"),
        FileItem(id: 3, name: "song.mp3"),
    ]
    @State private var selection = Set<Int>()

    var body: some View {
        let _ = print("FilesView body: \(files.map(\.name)), selected \(selection.sorted())")
        NavigationStack {
            List(selection: $selection) {
                ForEach(files) { file in
                    Text(file.name)
                }
            }
            .navigationTitle("Files")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Delete \(selection.count)") {
                        files.removeAll { selection.contains($0.id) }
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
            }
        }
    }
}

:mount FilesView()
// expect: FilesView body: ["notes.txt", "photo.png", "song.mp3"], selected []
:tap "Edit"
:tap "notes.txt"
// expect: FilesView body: ["notes.txt", "photo.png", "song.mp3"], selected [1]
:tap "song.mp3"
// expect: FilesView body: ["notes.txt", "photo.png", "song.mp3"], selected [1, 3]
:tap "notes.txt"
// expect: FilesView body: ["notes.txt", "photo.png", "song.mp3"], selected [3]
:tap "photo.png"
// expect: FilesView body: ["notes.txt", "photo.png", "song.mp3"], selected [2, 3]
:tap "Delete 2"
// expect: FilesView body: ["notes.txt"], selected []
:tap "Done"
