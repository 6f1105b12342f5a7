// rules §8 (alert claim), T18: alert(isPresented:) actions are non-escaping and run inside the
// parent body; the local `@Bindable` makes `$b.title`, whose creation reads `title`, so every
// keystroke in the alert's field re-runs the parent (@dependencies).
import SwiftUI
import Observation

@Observable final class Item {
    var title = ""
}

struct Parent: View {
    @State private var model = Item()
    @State private var show = false
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Rename") { show = true }
            Button("Log") { print("title:", model.title) }
        }
        .alert("Rename", isPresented: $show) {
            @Bindable var b = model
            TextField("Title", text: $b.title)
            Button("OK") { }
        }
    }
}

:mount Parent()
:tap "Rename"
:type "ab" into "Title"
:tap "OK"
:tap "Log"

// expect: Parent: @self, @identity, _model, _show changed.
// expect: Parent: @dependencies changed.
// expect: Parent: @dependencies changed.
// expect: title: ab
