// Follows Apple's page "OutlineGroup" (developer.apple.com/documentation/swiftui/outlinegroup), whose example shows a
// FileItem tree (`var children: [FileItem]?`) with `OutlineGroup(data, children: \.children)`: here inside a List,
// each row a view of its own.
// - An outline group "computes views and disclosure groups on demand": a node with children is a disclosure group,
//   collapsed at first, and a leaf (children nil) a plain row (Apple's page; rules §15.20). So at first only the
//   root's row is built.
// - Expanding a node (tapping its label, as for any DisclosureGroup, rules §15.9) builds its children's rows, in
//   order; rows already built keep their nodes and, unchanged, don't run again (rules §1.2, §2.7).
// - ObsREPL (obsrepl run while writing) differs: its interface lacks the single-root initializer
//   OutlineGroup(_ root:children:content:) that Apple's example uses ("generic struct 'OutlineGroup' requires that
//   'FileItem' conform to 'RandomAccessCollection'"). With `[data]` (the collection initializer) ObsREPL prints the
//   expected lines. The expectation and Apple's form are kept.
import SwiftUI

struct FileItem: Hashable, Identifiable {
    var id: Self { self }
    var name: String
    var children: [FileItem]? = nil
}

struct FileRow: View {
    let item: FileItem

    var body: some View {
        let _ = print("FileRow body, \(item.name)")
        Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
    }
}

struct FileBrowser: View {
    let data = FileItem(name: "users", children: [
        FileItem(name: "mia", children: [
            FileItem(name: "notes.txt"),
            FileItem(name: "photos", children: [FileItem(name: "beach.jpg")]),
        ]),
        FileItem(name: "ravi", children: [FileItem(name: "todo.md")]),
    ])

    var body: some View {
        List {
            OutlineGroup(data, children: \.children) { item in
                FileRow(item: item)
            }
        }
    }
}

:mount FileBrowser()
// expect: FileRow body, users
:tap "users"
// expect: FileRow body, mia
// expect: FileRow body, ravi
:tap "mia"
// expect: FileRow body, notes.txt
// expect: FileRow body, photos
:tap "photos"
// expect: FileRow body, beach.jpg
:tap "ravi"
// expect: FileRow body, todo.md
