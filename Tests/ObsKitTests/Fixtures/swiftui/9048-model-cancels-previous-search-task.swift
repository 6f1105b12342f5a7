// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task/cancel() (a @MainActor @Observable model keeps its search Task and cancels the previous one before starting the next)
// What SwiftUI does: cancel() marks the task cancelled; its Task.sleep throws CancellationError
// (https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)), so the first search never
// writes results. The second one writes `results`, which the body reads, so the view updates
// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
import SwiftUI

@MainActor
@Observable
final class SearchModel {
    var results: [String] = []
    private var searchTask: Task<Void, Never>?
    private let fruits = ["apple", "apricot", "banana", "blueberry"]

    func search(_ text: String) {
        searchTask?.cancel()
        searchTask = Task {
            do {
                try await Task.sleep(for: .milliseconds(300))
                results = fruits.filter { $0.hasPrefix(text) }
                print("searched '\(text)': \(results)")
            } catch {
                print("search '\(text)' cancelled")
            }
        }
    }
}

struct FruitSearchView: View {
    @State private var model = SearchModel()

    var body: some View {
        let _ = print("body: \(model.results.count) results")
        VStack {
            Button("Type a") { model.search("a") }
            Button("Type ap") { model.search("ap") }
            ForEach(model.results, id: \.self) { fruit in
                Text(fruit)
            }
        }
    }
}

:mount FruitSearchView()
// expect: body: 0 results
:tap "Type a"
:advance 100ms
:tap "Type ap"
// expect: search 'a' cancelled
:advance 300ms
// expect: searched 'ap': ["apple", "apricot"]
// expect: body: 2 results
