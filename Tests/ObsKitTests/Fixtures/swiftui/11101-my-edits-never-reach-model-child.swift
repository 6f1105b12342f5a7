// Reddit r/SwiftUI style (my edits never reach the model): a child copying the title into @State edits a copy, @Bindable edits the model; a read in a child's init is the parent's (rules §8.5, §8.4, §3.2, §12.2, §2.5)
import SwiftUI
import Observation

@Observable
final class TodoItem: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class TodoStore {
    var items = [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Call mom")]
}

struct DraftEditor: View {
    @State private var draft: String
    init(item: TodoItem) {
        _draft = State(initialValue: item.title)
    }
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Draft", text: $draft)
            Text(draft)
        }
    }
}

struct TodoEditor: View {
    @Bindable var item: TodoItem
    var body: some View {
        let _ = Self._printChanges()
        TextField("Title \(item.id)", text: $item.title)
    }
}

struct TodoScreen: View {
    @State private var store = TodoStore()
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ForEach(store.items) { item in
                Text(item.title)
            }
            DraftEditor(item: store.items[0])
            TodoEditor(item: store.items[0])
            Button("Show titles") {
                print(store.items.map(\.title).joined(separator: ", "))
            }
        }
    }
}

:mount TodoScreen()
// expect: TodoScreen: @self, @identity, _store changed.
// expect: DraftEditor: @self, @identity, _draft changed.
// expect: TodoEditor: @self changed.
:type "?" into "Draft"
// expect: DraftEditor: _draft changed.
:tap "Show titles"
// expect: Buy milk, Call mom
:type "!" into "Title 1"
// expect: TodoScreen: @dependencies changed.
// expect: DraftEditor: @self changed.
// expect: TodoEditor: @dependencies changed.
:tap "Show titles"
// expect: Buy milk!, Call mom
