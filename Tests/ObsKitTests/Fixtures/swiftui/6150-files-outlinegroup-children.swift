// A file browser built with `OutlineGroup(_:children:)` in a List: a tree of nodes whose `children` is
// optional (nil for a file). Rows react with onTapGesture.
// Source: Apple, `outlinegroup`.
// Expected: top-level rows are on screen collapsed, so their tap gestures run (rules §15.10: `:tap` finds
// a view with onTapGesture by its text).
import SwiftUI

struct FileNode: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileNode]? = nil

    var isFolder: Bool { children != nil }
}

struct FileBrowser: View {
    let tree: [FileNode] = [
        FileNode(name: "Documents", children: [
            FileNode(name: "Resume.pdf"),
            FileNode(name: "Taxes", children: [FileNode(name: "2024.pdf")]),
        ]),
        FileNode(name: "Notes.txt"),
    ]
    @State private var opened: [String] = []

    var body: some View {
        List {
            OutlineGroup(tree, children: \.children) { node in
                Label(node.name, systemImage: node.isFolder ? "folder" : "doc")
                    .onTapGesture {
                        opened.append(node.name)
                        print("opened:", opened)
                    }
            }
        }
    }
}

:mount FileBrowser()
:tap "Notes.txt"
:tap "Documents"

// expect: opened: ["Notes.txt"]
// expect: opened: ["Notes.txt", "Documents"]
