// Swift book style (Generics): a protocol with a primary associated type used as some Storage<Item>, plus a default implementation via extension
protocol Storage<Item> {
    associatedtype Item
    mutating func stash(_ item: Item)
    var contents: [Item] { get }
}

extension Storage {
    mutating func stashAll(_ items: [Item]) {
        for i in items { stash(i) }
    }
    var isEmpty: Bool { contents.isEmpty }
}

extension Storage where Item: Comparable {
    var sortedContents: [Item] { contents.sorted() }
}

struct Jar<Item>: Storage {
    private(set) var contents: [Item] = []
    let capacity: Int
    mutating func stash(_ item: Item) {
        if contents.count < capacity { contents.append(item) }
    }
}

struct Fridge: Storage {
    var contents: [String] = []
    mutating func stash(_ item: String) { contents.insert(item.lowercased(), at: 0) }
}

func load(_ store: inout some Storage<String>, with items: [String]) {
    store.stashAll(items)
}

func makeSpiceJar() -> some Storage<String> {
    var jar = Jar<String>(capacity: 3)
    jar.stashAll(["pepper", "cumin", "salt", "saffron"])
    return jar
}

var fridge = Fridge()
load(&fridge, with: ["Milk", "Eggs", "Butter"])
print(fridge.contents, fridge.sortedContents)

var spice = makeSpiceJar()
print(spice.contents)
load(&spice, with: ["thyme"])
print("still \(spice.contents.count) (capacity holds)")

var cookieJar = Jar<Int>(capacity: 5)
print("empty?", cookieJar.isEmpty)
cookieJar.stashAll([9, 3, 7])
print(cookieJar.sortedContents)

let all: [any Storage<String>] = [fridge, spice, Jar<String>(capacity: 1)]
for s in all {
    print(s.isEmpty ? "(empty)" : s.contents.joined(separator: ","))
}

// expect: ["butter", "eggs", "milk"] ["butter", "eggs", "milk"]
// expect: ["pepper", "cumin", "salt"]
// expect: still 3 (capacity holds)
// expect: empty? true
// expect: [3, 7, 9]
// expect: butter,eggs,milk
// expect: pepper,cumin,salt
// expect: (empty)
