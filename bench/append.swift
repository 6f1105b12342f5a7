// Appends through a class's stored property: the @Published-free form of `store.items.append(x)`.
final class Store {
    var items: [Int] = []
}
let store = Store()
for number in 0..<200_000 {
    store.items.append(number)
}
print(store.items.count)
