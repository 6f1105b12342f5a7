// forms and editing style: an EditButton-free edit mode: a @State EditMode given to the content with .environment(\.editMode, $editMode) and flipped by a button; rows read @Environment(\.editMode) to show their Delete buttons (rules §15.25, §14.2, §2.4)
import SwiftUI

struct TagRow: View {
    let tag: String
    let onDelete: () -> Void
    @Environment(\.editMode) private var editMode

    var body: some View {
        let _ = print("TagRow body: \(tag) editing=\(editMode?.wrappedValue.isEditing == true)")
        HStack {
            Text(tag)
            if editMode?.wrappedValue.isEditing == true {
                Button("Delete \(tag)", action: onDelete)
            }
        }
    }
}

struct TagsView: View {
    @State private var tags = ["swift", "ios"]
    @State private var editMode: EditMode = .inactive

    var body: some View {
        let _ = print("TagsView body: editing=\(editMode.isEditing)")
        VStack {
            Button(editMode.isEditing ? "Finish" : "Edit Tags") {
                editMode = editMode.isEditing ? .inactive : .active
            }
            ForEach(tags, id: \.self) { tag in
                TagRow(tag: tag) {
                    tags.removeAll { $0 == tag }
                }
            }
        }
        .environment(\.editMode, $editMode)
    }
}

:mount TagsView()
// expect: TagsView body: editing=false
// expect: TagRow body: swift editing=false
// expect: TagRow body: ios editing=false
:tap "Edit Tags"
// expect: TagsView body: editing=true
// expect: TagRow body: swift editing=true
// expect: TagRow body: ios editing=true
:tap "Delete ios"
// expect: TagsView body: editing=true
// expect: TagRow body: swift editing=true
:tap "Finish"
// expect: TagsView body: editing=false
// expect: TagRow body: swift editing=false
