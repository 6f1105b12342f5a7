// A view model derives one @Published from another with assign(to: &$x) in its init; the subscription
// lives as long as the property.
import Combine

class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = ""
    init() {
        $count.map { "count is \($0)" }.assign(to: &$label)
    }
}

let counter = Counter()
print(counter.label)
counter.count = 3
print(counter.label)

// expect: count is 0
// expect: count is 3
