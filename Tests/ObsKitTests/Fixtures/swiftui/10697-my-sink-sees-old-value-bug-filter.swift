// combine style: the "my sink sees the old value" bug in a filter model — a `$query` sink that calls a helper reading `self.query` counts with the previous query (the publisher fires in willSet), while the value passed to the sink is the new one; the view shows the stale count lagging one keystroke (rules §6.3, T1)
import SwiftUI
import Combine

final class TopicFilter: ObservableObject {
    @Published var query = ""
    @Published private(set) var staleCount = 0
    @Published private(set) var freshCount = 0
    private let topics = ["swift", "swiftui", "combine"]
    private var bag = Set<AnyCancellable>()

    init() {
        $query
            .sink { [weak self] newQuery in
                guard let self else { return }
                print("sink got '\(newQuery)', stored query '\(self.query)'")
                self.staleCount = self.matches(self.query)
                self.freshCount = self.matches(newQuery)
            }
            .store(in: &bag)
    }

    private func matches(_ text: String) -> Int {
        text.isEmpty ? topics.count : topics.filter { $0.contains(text) }.count
    }
}

struct TopicFilterView: View {
    @StateObject private var filter = TopicFilter()

    var body: some View {
        let _ = print("TopicFilterView body: '\(filter.query)' stale=\(filter.staleCount) fresh=\(filter.freshCount)")
        TextField("Filter", text: $filter.query)
    }
}

:mount TopicFilterView()
// expect: sink got '', stored query ''
// expect: TopicFilterView body: '' stale=3 fresh=3
:type "c" into "Filter"
// expect: sink got 'c', stored query ''
// expect: TopicFilterView body: 'c' stale=3 fresh=1
:clear "Filter"
// expect: sink got '', stored query 'c'
// expect: TopicFilterView body: '' stale=1 fresh=3
