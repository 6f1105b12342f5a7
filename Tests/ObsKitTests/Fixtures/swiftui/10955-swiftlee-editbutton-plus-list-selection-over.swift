// Blog style (SwiftLee): EditButton plus List(selection:) over a Set of file names; a subview reading \.editMode re-runs on each switch, and a toolbar button deletes the picked rows (rules §15.25, §15.18, §15.4, §14.2, §2.7)
import SwiftUI

struct EditStatus: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let _ = print("EditStatus mode=\(editMode?.wrappedValue == .active ? "active" : "inactive")")
        Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing")
    }
}

struct FilesView: View {
    @State private var files = ["a.txt", "b.txt", "c.txt"]
    @State private var picked = Set<String>()

    var body: some View {
        let _ = print("FilesView body files=\(files) picked=\(picked.sorted())")
        NavigationStack {
            VStack {
                List(files, id: \.self, selection: $picked) { file in
                    Text(file)
                }
                EditStatus()
            }
            .toolbar {
                EditButton()
                Button("Delete \(picked.count)") {
                    files.removeAll { picked.contains($0) }
                    picked.removeAll()
                }
                .disabled(picked.isEmpty)
            }
        }
    }
}
:mount FilesView()
// expect: FilesView body files=["a.txt", "b.txt", "c.txt"] picked=[]
// expect: EditStatus mode=inactive
:tap "Edit"
// expect: EditStatus mode=active
:tap "b.txt"
// expect: FilesView body files=["a.txt", "b.txt", "c.txt"] picked=["b.txt"]
:tap "c.txt"
// expect: FilesView body files=["a.txt", "b.txt", "c.txt"] picked=["b.txt", "c.txt"]
:tap "Delete 2"
// expect: FilesView body files=["a.txt"] picked=[]
:tap "Done"
// expect: EditStatus mode=inactive
