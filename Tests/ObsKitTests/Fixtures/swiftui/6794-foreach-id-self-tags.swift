// Follows Apple's `ForEach.init(_:id:content:)` page
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)): a ForEach over plain strings,
// identified by the key path `\.self`. Own code: a tag editor that inserts new tags at the top.
// - The key path names each row's identity (Apple: the instance "uniquely identifies and creates views across
//   updates based on the provided key path to the underlying data's identifier"; rules §1.2): a tag keeps its row,
//   and the row's @State, when rows are inserted above it; an insert makes exactly one new row.
// - The app inserts each suggestion once, so no two tags share an id.
// - A new row's body runs after the parent's (rules §2.8); kept rows get equal values and skip their bodies (rules
//   §2.3, §2.5, §2.7). A row's own @State change runs only that row (rules §3.5).
// - Two writes in one action (`tags` and `suggestions`) give one body run of the parent (rules §10.1).
// - The script starts with one tag so that each update makes at most one row (the order of several new rows'
//   first bodies is not specified).
import SwiftUI

struct TagRow: View {
    let tag: String
    @State private var pinned = false

    var body: some View {
        let _ = print("TagRow body #\(tag), pinned \(pinned)")
        Button("#\(tag) \(pinned ? "pinned" : "unpinned")") {
            pinned.toggle()
        }
    }
}

struct TagEditor: View {
    @State private var tags = ["swift"]
    @State private var suggestions = ["ios", "xcode"]

    var body: some View {
        let _ = print("TagEditor body: \(tags.joined(separator: " "))")
        VStack(alignment: .leading) {
            ForEach(tags, id: \.self) { tag in
                TagRow(tag: tag)
            }
            Button("Add tag at top") {
                if let next = suggestions.first {
                    suggestions.removeFirst()
                    tags.insert(next, at: 0)
                }
            }
        }
    }
}

:mount TagEditor()
// expect: TagEditor body: swift
// expect: TagRow body #swift, pinned false
:tap "#swift unpinned"
// expect: TagRow body #swift, pinned true
:tap "Add tag at top"
// expect: TagEditor body: ios swift
// expect: TagRow body #ios, pinned false
:tap "#ios unpinned"
// expect: TagRow body #ios, pinned true
:tap "Add tag at top"
// expect: TagEditor body: xcode ios swift
// expect: TagRow body #xcode, pinned false
:tap "#swift pinned"
// expect: TagRow body #swift, pinned false
:tap "#ios pinned"
// expect: TagRow body #ios, pinned false
