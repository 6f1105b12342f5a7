// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/removeduplicates() (map a @Published array to its count and drop repeats: reassigning the same array publishes again, but the count sink stays quiet)
import SwiftUI
import Combine

final class TodoList: ObservableObject {
    @Published var items: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $items
            .map { $0.count }
            .removeDuplicates()
            .sink { print("item count \($0)") }
            .store(in: &cancellables)
    }
}

struct TodoView: View {
    @StateObject private var list = TodoList()

    var body: some View {
        VStack {
            ForEach(list.items, id: \.self) { Text($0) }
            Button("Add milk") { list.items.append("Milk \(list.items.count + 1)") }
            Button("Touch") { list.items = list.items }
        }
    }
}

:mount TodoView()
:tap "Add milk"
:tap "Touch"
:tap "Add milk"
// expect: item count 0
// expect: item count 1
// expect: item count 2
