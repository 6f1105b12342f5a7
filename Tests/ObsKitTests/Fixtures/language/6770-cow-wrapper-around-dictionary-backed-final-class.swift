// Advanced Swift style (copy-on-write): a COW wrapper around a dictionary-backed final class with non-mutating reads and copy-tracking writes
final class Store {
    var entries: [String: Int]
    init(_ entries: [String: Int]) { self.entries = entries }
}

struct Inventory {
    private var store = Store([:])
    private(set) var copyLog: [String] = []

    private var writableStore: Store {
        mutating get {
            if !isKnownUniquelyReferenced(&store) {
                copyLog.append("copy at \(store.entries.count) entries")
                store = Store(store.entries)
            }
            return store
        }
    }

    subscript(item: String) -> Int {
        get { store.entries[item, default: 0] }
        set { writableStore.entries[item] = newValue }
    }

    var summary: String {
        store.entries.keys.sorted().map { "\($0)=\(store.entries[$0]!)" }.joined(separator: " ")
    }
}

var shop = Inventory()
shop["apples"] = 3
shop["pears"] = 2
shop["apples"] += 4
print(shop.summary, shop.copyLog)

var branch = shop
branch["plums"] = 9
print(shop.summary)
print(branch.summary)
print(shop.copyLog, branch.copyLog)

branch["pears"] = 0
print(branch.copyLog.count)
shop["kiwis"] = 1
print(shop.copyLog.count, shop.summary)

var stores = [shop, shop]
stores[0]["figs"] = 5
stores[1]["dates"] = 6
print(stores[0].summary)
print(stores[1].summary)
print(stores.map { $0.copyLog.count })

// expect: apples=7 pears=2 []
// expect: apples=7 pears=2
// expect: apples=7 pears=2 plums=9
// expect: [] ["copy at 2 entries"]
// expect: 1
// expect: 0 apples=7 kiwis=1 pears=2
// expect: apples=7 figs=5 kiwis=1 pears=2
// expect: apples=7 dates=6 kiwis=1 pears=2
// expect: [1, 1]
