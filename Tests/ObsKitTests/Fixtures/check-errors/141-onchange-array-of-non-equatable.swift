// Mistake: watches an array of a struct with .onChange(of:) although the struct is not Equatable, so the array is not either.
// Expected message: Xcode (author's knowledge); machine check: referencing instance method 'onChange(of:initial:_:)' on 'Array' requires that 'TodoItem' conform to 'Equatable'
import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

struct TodoList: View {
    @State private var items: [TodoItem] = [TodoItem(title: "Buy milk")]
    @State private var saveCount = 0

    var body: some View {
        List(items) { item in
            Text(item.title)
        }
        .onChange(of: items) { oldItems, newItems in
            saveCount += 1
        }
    }
}

:mount TodoList()
// expect-error: referencing instance method 'onChange(of:initial:_:)' on 'Array' requires that 'TodoItem' conform to 'Equatable'
