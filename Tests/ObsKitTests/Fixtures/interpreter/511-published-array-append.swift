// Mutating a @Published collection in place is a set: $items gets the whole new array before the store.
import Combine

class List: ObservableObject {
    @Published var items: [Int] = []
}

let list = List()
let c = list.$items.sink { print("items", $0, "stored", list.items.count) }
list.items.append(4)
list.items.append(5)

// expect: items [] stored 0
// expect: items [4] stored 0
// expect: items [4, 5] stored 1
