// SwiftUI from Apple's documentation: a view model owned by @StateObject is made once and passed down as @ObservedObject
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new instance of
// the model object only once during the lifetime of the container that declares the state object. For example, SwiftUI
// doesn't create a new instance if a view's inputs change"; "When published properties of the observable object change,
// SwiftUI updates any view that depends on those properties".
// Apple, ObservedObject (https://developer.apple.com/documentation/swiftui/observedobject): "You typically do this to pass
// a StateObject into a subview."
import SwiftUI

final class TodoViewModel: ObservableObject {
    @Published var items = ["Milk"]
    init() { print("TodoViewModel init") }
    func add(_ name: String) { items.append(name) }
}

struct AddButton: View {
    @ObservedObject var viewModel: TodoViewModel
    var body: some View {
        Button("Add Eggs") { viewModel.add("Eggs") }
    }
}

struct TodoScreen: View {
    @StateObject private var viewModel = TodoViewModel()
    @State private var showDone = false
    var body: some View {
        VStack {
            Text("\(viewModel.items.count) items")
            AddButton(viewModel: viewModel)
            Toggle("Show done", isOn: $showDone)
        }
        .onChange(of: viewModel.items) { _, newItems in
            print("items: \(newItems.joined(separator: ", "))")
        }
    }
}

:mount TodoScreen()
:tap "Add Eggs"
:toggle "Show done"
:toggle "Show done"
:tap "Add Eggs"
// expect: TodoViewModel init
// expect: items: Milk, Eggs
// expect: items: Milk, Eggs, Eggs
