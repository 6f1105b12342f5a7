// rules §8 (@Bindable), §12: @Bindable is a plain wrapper, not a DynamicProperty (so the first
// _printChanges has no @identity and no `_item`), and creating `$item.title` reads `title`:
// each keystroke re-runs Row via @dependencies. The parent never read `title`.
import SwiftUI
import Observation

@Observable final class Item {
    var title = ""
}

struct Row: View {
    @Bindable var item: Item
    var body: some View {
        let _ = Self._printChanges()
        TextField("Title", text: $item.title)
    }
}

struct Parent: View {
    @State private var item = Item()
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Row(item: item)
            Button("Log") { print("title:", item.title) }
        }
    }
}

:mount Parent()
:type "hi" into "Title"
:tap "Log"

// expect: Parent: @self, @identity, _item changed.
// expect: Row: @self changed.
// expect: Row: @dependencies changed.
// expect: Row: @dependencies changed.
// expect: title: hi
