// Q (Stack Overflow style): "Row state resets when I edit the text of a ForEach(tags, id: \.self) row"
// "Each TagRow has a @State isPinned. When I capitalize a tag, its pin disappears and onAppear fires again, as if it
// were a new row."
// Accepted answer: with `id: \.self` the *text is the identity*. Changing the text gives the row a new id: the old
// row's node dies (its @State with it, onDisappear runs) and a new one is made (rules §1.2, §1.4, §11.1). The same
// `id: \.self` also breaks with duplicates ("the ID ... occurs multiple times", undefined results), so give the data
// a stable identity (Identifiable with its own id): then renaming keeps the node and only that row's body runs
// (rules §1.2, §2.7), as the second view shows.
// Source: rules §1.2, §1.4, §2.7, §11.1; Apple https://developer.apple.com/documentation/swiftui/foreach
// ("It's important that the id of a data element doesn't change unless you replace the data element with a new
// data element that has a new identity").
import SwiftUI

struct TagRow: View {
    let tag: String
    @State private var isPinned = false

    var body: some View {
        let _ = print("TagRow body: \(tag), pinned \(isPinned)")
        Button(isPinned ? "\(tag) (pinned)" : tag) { isPinned.toggle() }
            .onAppear { print("TagRow appeared: \(tag)") }
            .onDisappear { print("TagRow disappeared: \(tag)") }
    }
}

struct TagsView: View {
    @State private var tags = ["swift", "ios"]

    var body: some View {
        let _ = print("TagsView body: \(tags.joined(separator: ", "))")
        VStack {
            ForEach(tags, id: \.self) { tag in
                TagRow(tag: tag)
            }
            Button("Capitalize first") { tags[0] = tags[0].capitalized }
        }
    }
}

struct Tag: Identifiable {
    let id: Int
    var name: String
}

struct StableTagsView: View {
    @State private var tags = [Tag(id: 1, name: "swift"), Tag(id: 2, name: "ios")]

    var body: some View {
        let _ = print("StableTagsView body: \(tags.map(\.name).joined(separator: ", "))")
        VStack {
            ForEach(tags) { tag in
                TagRow(tag: tag.name)
            }
            Button("Capitalize first") { tags[0].name = tags[0].name.capitalized }
        }
    }
}

:mount TagsView()
// expect: TagsView body: swift, ios
// expect: TagRow body: swift, pinned false
// expect: TagRow body: ios, pinned false
// expect: TagRow appeared: swift
// expect: TagRow appeared: ios
:tap "swift"
// expect: TagRow body: swift, pinned true
:tap "Capitalize first"
// expect: TagsView body: Swift, ios
// expect: TagRow body: Swift, pinned false
// expect: TagRow disappeared: swift
// expect: TagRow appeared: Swift
:unmount
// expect: TagRow disappeared: Swift
// expect: TagRow disappeared: ios
:mount StableTagsView()
// expect: StableTagsView body: swift, ios
// expect: TagRow body: swift, pinned false
// expect: TagRow body: ios, pinned false
// expect: TagRow appeared: swift
// expect: TagRow appeared: ios
:tap "swift"
// expect: TagRow body: swift, pinned true
:tap "Capitalize first"
// expect: StableTagsView body: Swift, ios
// expect: TagRow body: Swift, pinned true
