// Apple docs style (ForEach over a binding): List rows get a Binding to their element and toggle it; the owner re-runs and, with it, every row (rules §15.1, §2.5, §9.3)
// Page: https://developer.apple.com/documentation/swiftui/foreach (init(_:content:) with a Binding collection)
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct TodoRow: View {
    @Binding var item: TodoItem

    var body: some View {
        let _ = print("row \(item.title) done=\(item.done)")
        Toggle(item.title, isOn: $item.done)
    }
}

struct TodoList: View {
    @State private var items = [
        TodoItem(id: 1, title: "Milk"),
        TodoItem(id: 2, title: "Bread"),
    ]

    var body: some View {
        let _ = print("list: \(items.filter(\.done).count) done")
        List {
            ForEach($items) { $item in
                TodoRow(item: $item)
            }
        }
    }
}

:mount TodoList()
// expect: list: 0 done
// expect: row Milk done=false
// expect: row Bread done=false
:toggle "Milk"
// expect: list: 1 done
// expect: row Milk done=true
// expect: row Bread done=false
:toggle "Bread"
// expect: list: 2 done
// expect: row Milk done=true
// expect: row Bread done=true
