// WWDC Embrace Swift generics style (primary associated types): a Store<Item> protocol, some/any results and a generic restock over it
protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

struct Pantry: Store {
    private(set) var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
}

struct CoinJar: Store {
    private(set) var items: [Int] = []
    mutating func add(_ item: Int) {
        items.append(item)
        items.sort()
    }
}

func restock<S: Store>(_ store: inout S, with extras: [S.Item]) {
    for extra in extras { store.add(extra) }
}

func makeJar() -> some Store<Int> {
    var jar = CoinJar()
    restock(&jar, with: [25, 5, 10])
    return jar
}

func total(of store: some Store<Int>) -> Int {
    store.items.reduce(0, +)
}

var pantry = Pantry()
restock(&pantry, with: ["flour", "rice"])
pantry.add("salt")
print(pantry.items)

let jar = makeJar()
print(jar.items, total(of: jar))

let stores: [any Store<Int>] = [makeJar(), CoinJar()]
for s in stores {
    print("count:", s.items.count, "first:", s.items.first.map(String.init) ?? "none")
}

// expect: ["flour", "rice", "salt"]
// expect: [5, 10, 25] 40
// expect: count: 3 first: 5
// expect: count: 0 first: none
