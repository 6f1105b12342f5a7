// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10018/ (List($items) rows with Toggles on element bindings)
// WWDC21 "What's new in SwiftUI": "you can now pass a binding to a collection into List ... and get a binding to each
// element in the row's content closure"; Apple's List page, init(_:rowContent:) with a Binding to the data. Each toggle
// writes its own element through the collection's binding; onChange(of:) on the number of unfinished items reports each
// change; removing the finished items leaves that number as it was.
// - Finish "Walk dog" and "Buy milk"; clear the done ones; finish "Call mom"; reopen it.
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoList: View {
    @State private var items = [
        TodoItem(id: 1, title: "Buy milk"),
        TodoItem(id: 2, title: "Walk dog"),
        TodoItem(id: 3, title: "Call mom")
    ]

    var body: some View {
        VStack {
            List($items) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
            Text("\(items.filter { !$0.isDone }.count) left")
            Button("Clear done") {
                let done = items.filter(\.isDone).count
                items.removeAll(where: \.isDone)
                print("removed \(done) done items")
            }
        }
        .onChange(of: items.filter { !$0.isDone }.count) { _, left in
            print("\(left) left")
        }
    }
}

:mount TodoList()
:toggle "Walk dog"
// expect: 2 left
:toggle "Buy milk"
// expect: 1 left
:tap "Clear done"
// expect: removed 2 done items
:toggle "Call mom"
// expect: 0 left
:toggle "Call mom"
// expect: 1 left
