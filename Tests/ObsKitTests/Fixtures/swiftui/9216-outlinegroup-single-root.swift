// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/outlinegroup (an OutlineGroup over one root FileItem and its children key path)
// Apple's OutlineGroup page passes the root of a FileItem tree and `\.children` to make disclosure groups for
// the folders. The root row shows at first, collapsed; expanding it shows the next level, whose folders are
// collapsed in turn. Rows print when they appear.
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

struct FileTree: View {
    let data =
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
            ])

    var body: some View {
        OutlineGroup(data, children: \.children) { item in
            Text("\(item.description)")
                .onAppear { print("appear \(item.description)") }
        }
    }
}

:mount FileTree()
// expect: appear 📁 users
:tap "📁 users"
// expect: appear 📁 user1234
// expect: appear 📁 newuser
:tap "📁 user1234"
// expect: appear 📁 Photos
// expect: appear 📁 Movies
// expect: appear 📂 Documents
