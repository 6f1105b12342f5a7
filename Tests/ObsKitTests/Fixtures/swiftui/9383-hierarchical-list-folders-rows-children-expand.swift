// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list/init(_:children:rowcontent:) (a hierarchical list of folders: rows with children expand when their label is tapped)
// List(_:children:rowContent:) "Creates a hierarchical list that computes its rows on demand from an underlying
// collection of identifiable data": an element whose `children` is non-nil is a disclosable row, shown collapsed,
// and its children's rows are made when it is expanded (Apple's "Creating hierarchical lists" in the List page uses a
// FileItem tree). Each level here has one child, so each expansion makes exactly one new row, whose onAppear runs.
import SwiftUI

struct FileItem: Hashable, Identifiable {
    var id: Self { self }
    var name: String
    var children: [FileItem]? = nil
}

struct FileRow: View {
    let item: FileItem

    var body: some View {
        Text(item.name)
            .onAppear { print("\(item.name) row appears") }
    }
}

struct FileBrowser: View {
    let roots = [
        FileItem(name: "Library", children: [
            FileItem(name: "Music", children: [
                FileItem(name: "song.m4a"),
            ]),
        ]),
    ]

    var body: some View {
        List(roots, children: \.children) { item in
            FileRow(item: item)
        }
    }
}

:mount FileBrowser()
// expect: Library row appears
:tap "Library"
// expect: Music row appears
:tap "Music"
// expect: song.m4a row appears
