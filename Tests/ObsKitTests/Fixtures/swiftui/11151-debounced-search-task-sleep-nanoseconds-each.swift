// Swift with Majid style (debounced search with Task.sleep(nanoseconds:)): each keystroke's didSet cancels the pending search task and schedules a new one; only the last survives 300 ms, and only the view reading results re-runs (rules §8.1, §8.5, §15.6, §15.10)
import SwiftUI
import Observation

@Observable
final class SearchModel {
    var query = "" {
        didSet { scheduleSearch() }
    }
    private(set) var results: [String] = []
    @ObservationIgnored private var pending: Task<Void, Never>?
    private let fruits = ["apple", "apricot", "banana", "blueberry", "cherry"]

    private func scheduleSearch() {
        pending?.cancel()
        let term = query
        pending = Task { @MainActor in
            do {
                try await Task.sleep(nanoseconds: 300_000_000)
            } catch {
                print("debounce cancelled for '\(term)'")
                return
            }
            results = fruits.filter { $0.hasPrefix(term) }
            print("searched '\(term)': \(results.count)")
        }
    }
}

struct SearchField: View {
    @Bindable var model: SearchModel

    var body: some View {
        TextField("Search", text: $model.query)
    }
}

struct ContentView: View {
    @State private var model = SearchModel()

    var body: some View {
        let _ = print("body results=\(model.results)")
        VStack {
            SearchField(model: model)
            ForEach(model.results, id: \.self) { fruit in
                Text(fruit)
            }
        }
    }
}
:mount ContentView()
// expect: body results=[]
:type "ap" into "Search"
// expect: debounce cancelled for 'a'
:advance 300ms
// expect: searched 'ap': 2
// expect: body results=["apple", "apricot"]
:type "r" into "Search"
:advance 100ms
:type "x" into "Search"
// expect: debounce cancelled for 'apr'
:advance 300ms
// expect: searched 'aprx': 0
// expect: body results=[]
