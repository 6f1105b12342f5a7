// A change through an @Published array (`append`, `+=`, an element's assignment) sends the owner's
// objectWillChange before the value changes, once per change, as the property's setter does (rules §6);
// with `$items` subscribers, they get the new value before it is stored. ObsREPL changes the array in
// place when nobody subscribed to `$items` (issue 14); the order seen from outside is the setter's.
import Combine
final class Basket: ObservableObject {
    @Published var items: [String] = []
}
let basket = Basket()
var changes = basket.objectWillChange.sink { print("will change; stored count is", basket.items.count) }
basket.items.append("apple")
basket.items += ["pear", "plum"]
basket.items[0] = "APPLE"
basket.items.removeLast()
print(basket.items)
var values = basket.$items.sink { print("new value", $0, "stored", basket.items) }
basket.items.append("fig")
print(basket.items)

// expect: will change; stored count is 0
// expect: will change; stored count is 1
// expect: will change; stored count is 3
// expect: will change; stored count is 3
// expect: ["APPLE", "pear"]
// expect: new value ["APPLE", "pear"] stored ["APPLE", "pear"]
// expect: will change; stored count is 2
// expect: new value ["APPLE", "pear", "fig"] stored ["APPLE", "pear"]
// expect: ["APPLE", "pear", "fig"]
