// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) (swipe to delete in a to-do list: SwiftUI passes onDelete the offsets of the deleted row in the view model's items, and the view model removes them)
import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
}

final class TodoListViewModel: ObservableObject {
    @Published var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
        TodoItem(title: "Write blog post"),
    ]

    func delete(at offsets: IndexSet) {
        print("deleting offsets \(Array(offsets))")
        items.remove(atOffsets: offsets)
    }
}

struct TodoListView: View {
    @StateObject private var viewModel = TodoListViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.items) { item in
                    Text(item.title)
                }
                .onDelete(perform: viewModel.delete)
            }
            .navigationTitle("To-Do")
        }
        .onChange(of: viewModel.items.map(\.title)) { _, titles in
            print("left: \(titles.joined(separator: ", "))")
        }
    }
}

:mount TodoListView()
:delete "Walk the dog"
:delete "Buy milk"
// expect: deleting offsets [1]
// expect: left: Buy milk, Write blog post
// expect: deleting offsets [0]
// expect: left: Write blog post
