// Style: blog post, "Prevent swiping away a sheet with unsaved changes". SwiftUI: `interactiveDismissDisabled(_:)`
// "Conditionally prevents interactive dismissal of presentations" (Apple `view/interactivedismissdisabled(_:)`;
// rules §15.11). With `false` the sheet swipes away and onDismiss runs (rules §13.1); once the draft differs from the
// original the swipe is refused (rules §15.11, ObsREPL's choice: an error). The sheet's @State draft starts from the
// struct's initial value at each presentation (rules §3.2, §13.1), and its body reads it, so it runs per keystroke.
import SwiftUI

struct EditNameSheet: View {
    let original: String
    @State private var name: String

    init(original: String) {
        self.original = original
        _name = State(initialValue: original)
    }

    private var hasChanges: Bool { name != original }

    var body: some View {
        let _ = print("edit sheet body, changed: \(hasChanges)")
        TextField("Name", text: $name)
            .interactiveDismissDisabled(hasChanges)
    }
}

struct NameView: View {
    @State private var editing = false

    var body: some View {
        Button("Edit Name") { editing = true }
            .sheet(isPresented: $editing, onDismiss: { print("dismissed") }) {
                EditNameSheet(original: "Sam")
            }
    }
}

:mount NameView()
:tap "Edit Name"
// expect: edit sheet body, changed: false
:dismiss
// expect: dismissed
:tap "Edit Name"
// expect: edit sheet body, changed: false
:type "!" into "Name"
// expect: edit sheet body, changed: true
:dismiss
// expect-error: this sheet can't be dismissed by a swipe: interactiveDismissDisabled
