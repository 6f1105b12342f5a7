// Editing an @Observable item in `alert(_:item:)` through a local `@Bindable`: the alert's actions run
// inside the screen's body while the item is set, and making `$draft.text` there reads `text`, so every
// keystroke re-runs the whole screen. Dismissing the alert (`:dismiss`, as a swipe or cancel would) sets
// the item to nil: the screen re-runs once without building the actions, its new body reads nothing of
// the item, and a later change to the same item re-runs nothing.
// Basis: rules §13 (alert(item:) actions are non-escaping: evaluated during the parent body while the
// item is non-nil; dismissal sets the binding nil), rules §8 (binding creation through @Bindable reads
// the property; each body gets a fresh tracking scope that replaces the old one), rules §12.
// note: `_editing changed.` on set and on dismissal assumes alert(item:) reads its binding in the body
// (it must, to call its closure with the unwrapped item), as the rules' own alert fixtures do.
@Observable final class Memo: Identifiable {
    var text = ""
}

let memo = Memo()

struct Inbox: View {
    @State private var editing: Memo?
    var body: some View {
        let _ = Self._printChanges()
        Button("Edit memo") { editing = memo }
        Button("Append later") { memo.text += "." }
            .alert("Memo", item: $editing) { draft in
                @Bindable var draft = draft
                TextField("Memo text", text: $draft.text)
            }
    }
}

:mount Inbox()
:tap "Edit memo"
print("-- type")
:type "hi" into "Memo text"
print("-- dismiss")
:dismiss
print("-- change the memo with no alert")
:tap "Append later"
print("memo:", memo.text)

// expect: Inbox: @self, @identity, _editing changed.
// expect: Inbox: _editing changed.
// expect: -- type
// expect: Inbox: @dependencies changed.
// expect: Inbox: @dependencies changed.
// expect: -- dismiss
// expect: Inbox: _editing changed.
// expect: -- change the memo with no alert
// expect: memo: hi.
