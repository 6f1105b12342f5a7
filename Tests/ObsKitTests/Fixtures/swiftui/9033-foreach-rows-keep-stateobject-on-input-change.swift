// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI doesn't create a new instance of a state object when a view's inputs change: highlighting changes every row's input, and the rows, identified by their ids in ForEach, keep the models made when they first appeared)
import SwiftUI
import Combine

struct Task2Do: Identifiable {
    let id: Int
    let title: String
}

final class RowModel: ObservableObject {
    @Published var checks = 0
    init() { print("RowModel init") }
}

struct TodoRow: View {
    let item: Task2Do
    let highlighted: Bool
    @StateObject private var model = RowModel()

    var body: some View {
        Button("\(highlighted ? "*" : "")\(item.title) \(model.checks)") {
            model.checks += 1
            print("\(item.title) checks \(model.checks)")
        }
    }
}

struct TodoList: View {
    private let items = [Task2Do(id: 1, title: "Email"), Task2Do(id: 2, title: "Call")]
    @State private var highlighted = false

    var body: some View {
        VStack {
            ForEach(items) { item in
                TodoRow(item: item, highlighted: highlighted)
            }
            Button("Highlight") { highlighted.toggle() }
        }
    }
}

:mount TodoList()
:tap "Email 0"
:tap "Highlight"
:tap "*Email 1"
:tap "*Call 0"
:tap "Highlight"
:tap "Call 1"
// expect: RowModel init
// expect: RowModel init
// expect: Email checks 1
// expect: Email checks 2
// expect: Call checks 1
// expect: Call checks 2
