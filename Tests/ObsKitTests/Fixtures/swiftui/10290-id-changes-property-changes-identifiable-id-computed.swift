// identity-and-lifetime style: an id that changes when a property changes (Identifiable with id computed from the label, a Fatbobman warning): renaming a tag gives its row a new identity, so the row's @State resets with onDisappear then onAppear; the untouched row keeps its node (rules §1.2, §1.4, §11.1)
import SwiftUI

struct Tag: Identifiable {
    var label: String
    var id: String { label }
}

struct TagRow: View {
    let label: String
    @State private var pinned = false

    var body: some View {
        let _ = print("TagRow body: \(label) pinned \(pinned)")
        Button(pinned ? "Unpin \(label)" : "Pin \(label)") { pinned.toggle() }
            .onAppear { print("TagRow \(label) appeared") }
            .onDisappear { print("TagRow \(label) disappeared") }
    }
}

struct TagList: View {
    @State private var tags = [Tag(label: "work"), Tag(label: "home")]

    var body: some View {
        let _ = print("TagList body: \(tags.map(\.label).joined(separator: ", "))")
        VStack {
            Button("Rename work") { tags[0].label = "office" }
            ForEach(tags) { tag in
                TagRow(label: tag.label)
            }
        }
    }
}

:mount TagList()
// expect: TagList body: work, home
// expect: TagRow body: work pinned false
// expect: TagRow body: home pinned false
// expect: TagRow work appeared
// expect: TagRow home appeared
:tap "Pin work"
// expect: TagRow body: work pinned true
:tap "Pin home"
// expect: TagRow body: home pinned true
:tap "Rename work"
// expect: TagList body: office, home
// expect: TagRow body: office pinned false
// expect: TagRow work disappeared
// expect: TagRow office appeared
:tap "Unpin home"
// expect: TagRow body: home pinned false
