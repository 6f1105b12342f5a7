// Observation in depth: bindings from @State to an @Observable model (`$draft.title`), no @Bindable needed
// `@State` holding an `@Observable` class projects a `Binding<NoteDraft>`; `$draft.title` makes a binding that reads
// `title` when made, so the body depends on each property it binds (rules §8.7, T4: `$vm.flag` on an `@Observable`
// model adds a dependency; §8.5). Each keystroke and the toggle re-run the view with `@dependencies` (§12.1); a
// property read only in an action is not a dependency (§8.3).
import SwiftUI

@Observable
final class NoteDraft {
    var title = ""
    var pinned = false
    var wordGoal = 100
}

struct ComposeView: View {
    @State private var draft = NoteDraft()

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Title", text: $draft.title)
            Toggle("Pinned", isOn: $draft.pinned)
            Button("Raise goal") { draft.wordGoal += 50 }
        }
    }
}

:mount ComposeView()
// expect: ComposeView: @self, @identity, _draft changed.
:type "Hi" into "Title"
// expect: ComposeView: @dependencies changed.
// expect: ComposeView: @dependencies changed.
:toggle "Pinned"
// expect: ComposeView: @dependencies changed.
:tap "Raise goal"
