// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (a hierarchical list: `List(_:children:rowContent:)` over FileItem)
// Apple's List page shows a file tree with `List(fileHierarchyData, children: \.children)`: an element whose
// `children` is non-nil is a folder row with a disclosure control, nil is a leaf. Branches start collapsed,
// so only the top-level rows are made at first; expanding "users" makes its two child rows.
import SwiftUI

struct FileItem: Hashable, Identifiable, CustomStringConvertible {
    var id: Self { self }
    var name: String
    var children: [FileItem]? = nil
    var description: String {
        switch children {
        case nil:
            return "📄 \(name)"
        case .some(let children):
            return children.isEmpty ? "📂 \(name)" : "📁 \(name)"
        }
    }
}

struct FileBrowser: View {
    let fileHierarchyData: [FileItem] = [
        FileItem(name: "users", children:
            [FileItem(name: "user1234", children:
                [FileItem(name: "Photos", children:
                    [FileItem(name: "photo001.jpg"),
                     FileItem(name: "photo002.jpg")]),
                 FileItem(name: "Movies", children:
                    [FileItem(name: "movie001.mp4")]),
                 FileItem(name: "Documents", children: [])
                ]),
             FileItem(name: "newuser", children:
                [FileItem(name: "Documents", children: [])
                ])
            ]),
        FileItem(name: "private", children: nil)
    ]

    var body: some View {
        List(fileHierarchyData, children: \.children) { item in
            Text(item.description)
                .onAppear { print("appear \(item.description)") }
        }
    }
}

:mount FileBrowser()
// expect: appear 📁 users
// expect: appear 📄 private
:tap "📁 users"
// expect: appear 📁 user1234
// expect: appear 📁 newuser
