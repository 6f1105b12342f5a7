// objc.io style: a recursive folder outline where each level adds one to an `@Entry` depth with `transformEnvironment`
// What SwiftUI does: `transformEnvironment(_:transform:)` changes the value of a key for the view it modifies, starting
// from the value it inherits (Apple `view/transformenvironment(_:transform:)`), so each row's children see one more
// than the row. Each `ForEach` row is a node of its own (rules §1.2). Nesting the whole outline one level deeper
// changes the value every row sees: every row runs again, after the browser, whose body reads `baseDepth`
// (rules §14.2, §3.5, §2.8).
// Sources: rules §1.2, §2.8, §3.5, §14.2, §15.14; https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
import SwiftUI

extension EnvironmentValues {
    @Entry var outlineDepth: Int = 0
}

struct Folder: Identifiable, Equatable {
    let name: String
    var children: [Folder] = []
    var id: String { name }
}

struct FolderRow: View {
    let folder: Folder
    @Environment(\.outlineDepth) private var depth

    var body: some View {
        let _ = print("\(folder.name) at depth \(depth)")
        VStack(alignment: .leading) {
            Text(folder.name)
                .padding(.leading, CGFloat(depth * 16))
            ForEach(folder.children) { child in
                FolderRow(folder: child)
            }
            .transformEnvironment(\.outlineDepth) { depth in
                depth += 1
            }
        }
    }
}

struct FolderBrowser: View {
    @State private var baseDepth = 0
    let library = Folder(name: "Library", children: [
        Folder(name: "Inbox"),
        Folder(name: "Projects", children: [Folder(name: "Swift")]),
    ])

    var body: some View {
        let _ = print("FolderBrowser body: base \(baseDepth)")
        VStack(alignment: .leading) {
            FolderRow(folder: library)
            Button("Nest under Home") { baseDepth = 1 }
        }
        .environment(\.outlineDepth, baseDepth)
    }
}

:mount FolderBrowser()
// expect: FolderBrowser body: base 0
// expect: Library at depth 0
// expect: Inbox at depth 1
// expect: Projects at depth 1
// expect: Swift at depth 2
:tap "Nest under Home"
// expect: FolderBrowser body: base 1
// expect: Library at depth 1
// expect: Inbox at depth 2
// expect: Projects at depth 2
// expect: Swift at depth 3
