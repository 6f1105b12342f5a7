// SwiftUI from Apple's documentation: Combine, Publisher.filter(_:)
// Source: developer.apple.com/documentation/combine/publisher/filter(_:): "Republishes all
// elements that match a provided closure." The example filters [1, 2, 3, 4, 5].publisher with
// `$0 % 2 == 0` and prints "2 4". Published: subscribing delivers the current value first
// (the Weather example prints 20.0 on subscription).
import Combine

let numbers: [Int] = [1, 2, 3, 4, 5]
var evens: [Int] = []
let fromArray = numbers.publisher
    .filter { $0 % 2 == 0 }
    .sink { evens.append($0) }
print(evens)

final class Counter: ObservableObject {
    @Published var value = 0
}
let counter = Counter()
let evenWatcher = counter.$value
    .filter { $0 % 2 == 0 }
    .sink { print("even value \($0)") }
for _ in 1...5 {
    counter.value += 1
}
print("last value \(counter.value)")
_ = (fromArray, evenWatcher)

// expect: [2, 4]
// expect: even value 0
// expect: even value 2
// expect: even value 4
// expect: last value 5
