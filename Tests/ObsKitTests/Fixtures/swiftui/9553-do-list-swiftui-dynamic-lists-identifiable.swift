// SwiftUI from a community tutorial: https://packtpub.com/en-ca/product/swiftui-essentials-ios-14-edition-9781801813228/chapter/28-swiftui-lists-and-navigation-28/section/282-swiftui-dynamic-lists-ch28lvl1sec66 (the To Do list of "SwiftUI Dynamic Lists": Identifiable items in @State, reordered with onMove and removed with onDelete)
// SwiftUI Essentials: "A list is considered to be dynamic when it contains a set of items that can change over time ...
// each data element to be displayed must be contained within a class or structure that conforms to the Identifiable
// protocol", with a ToDoItem struct for the To Do list example. Apple's onMove(perform:) and onDelete(perform:) pages:
// the actions get the source offsets (and destination) of the rows, which `move(fromOffsets:toOffset:)` and
// `remove(atOffsets:)` apply to the array.
// - Drag "Wash the car" to the top; swipe away "Pick up kids"; add a task; print the list.
import SwiftUI

struct ToDoItem: Identifiable {
    var id = UUID()
    var task: String
    var imageName: String
}

struct ToDoList: View {
    @State private var listData: [ToDoItem] = [
        ToDoItem(task: "Take out trash", imageName: "trash.circle.fill"),
        ToDoItem(task: "Pick up kids", imageName: "person.2.fill"),
        ToDoItem(task: "Wash the car", imageName: "car.fill"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(listData) { item in
                    HStack {
                        Image(systemName: item.imageName)
                        Text(item.task)
                    }
                }
                .onDelete(perform: deleteItem)
                .onMove(perform: moveItem)
            }
            .navigationTitle("To Do List")
            .toolbar {
                EditButton()
                Button("Add") { listData.append(ToDoItem(task: "Water plants", imageName: "drop.fill")) }
                Button("Print") { print(listData.map(\.task).joined(separator: " | ")) }
            }
        }
    }

    func deleteItem(at offsets: IndexSet) {
        print("delete at \(Array(offsets))")
        listData.remove(atOffsets: offsets)
    }

    func moveItem(from source: IndexSet, to destination: Int) {
        print("move \(Array(source)) to \(destination)")
        listData.move(fromOffsets: source, toOffset: destination)
    }
}

:mount ToDoList()
:move "Wash the car" to 0
// expect: move [2] to 0
:tap "Print"
// expect: Wash the car | Take out trash | Pick up kids
:delete "Pick up kids"
// expect: delete at [2]
:tap "Add"
:tap "Print"
// expect: Wash the car | Take out trash | Water plants
