// "Disable the OK button of an alert while its text field is empty": a common Stack Overflow question, answered with
// `.disabled(draft.isEmpty)` on the alert's button (own names and code).
// What SwiftUI does: the alert's actions closure runs during the parent's body (it is not escaping, rules §8.4,
// §8.6), so reading `tagDraft` there to disable "Add" is the parent's read: every keystroke in the alert's field runs
// the parent's body again (rules §3.5, §10.1). "Add" appends and clears the draft in one action, one body (rules
// §10.1). With the draft empty again, "Add" is disabled, and tapping it is an error (rules §15.11).
// Sources: rules §3.5, §8.4, §8.6, §10.1, §13.2, §15.11;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
import SwiftUI

struct TagEditor: View {
    @State private var tags = ["swift"]
    @State private var tagDraft = ""
    @State private var isAddingTag = false

    var body: some View {
        let _ = print("TagEditor body: [\(tags.joined(separator: ", "))]")
        List {
            ForEach(tags, id: \.self) { tag in
                Text("#\(tag)")
            }
            Button("New Tag") {
                isAddingTag = true
            }
        }
        .alert("New tag", isPresented: $isAddingTag) {
            TextField("Tag", text: $tagDraft)
            Button("Add") {
                tags.append(tagDraft)
                tagDraft = ""
            }
            .disabled(tagDraft.isEmpty)
            Button("Cancel", role: .cancel) {
                tagDraft = ""
            }
        }
    }
}

:mount TagEditor()
// expect: TagEditor body: [swift]
:tap "New Tag"
:type "ios" into "Tag"
// expect: TagEditor body: [swift]
// expect: TagEditor body: [swift]
// expect: TagEditor body: [swift]
:tap "Add"
// expect: TagEditor body: [swift, ios]
:tap "New Tag"
:tap "Add"
// expect-error: button "Add" is disabled
