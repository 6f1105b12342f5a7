// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (ForEach rows edit their own element with @Bindable)
// Each row takes its item with @Bindable and binds a Toggle to `$item.done`. Toggling "Milk" writes that item's
// `done`: the row that shows it runs, and so does the screen, whose body reads every item's `done` through the
// computed `doneCount`. The other rows read nothing that changed and get the same item, so they do not run.
import SwiftUI
import Observation

@Observable final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable final class TodoList {
    var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs"), TodoItem(id: 3, title: "Bread")]
    var doneCount: Int { items.filter(\.done).count }
}

struct TodoRow: View {
    @Bindable var item: TodoItem

    var body: some View {
        let _ = print("row \(item.title): \(item.done)")
        Toggle(item.title, isOn: $item.done)
    }
}

struct TodoScreen: View {
    @State private var list = TodoList()

    var body: some View {
        let _ = print("screen: \(list.doneCount) done")
        VStack {
            Text("\(list.doneCount) of \(list.items.count) done")
            ForEach(list.items) { item in
                TodoRow(item: item)
            }
        }
    }
}

:mount TodoScreen()
// expect: screen: 0 done
// expect: row Milk: false
// expect: row Eggs: false
// expect: row Bread: false
:toggle "Milk"
// expect: screen: 1 done
// expect: row Milk: true
:toggle "Bread"
// expect: screen: 2 done
// expect: row Bread: true
