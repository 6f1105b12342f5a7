// Appends through an @Published property: the standard `store.items.append(x)` of an ObservableObject.
import Combine
final class Store: ObservableObject {
    @Published var items: [Int] = []
}
let store = Store()
for number in 0..<200_000 {
    store.items.append(number)
}
print(store.items.count)
