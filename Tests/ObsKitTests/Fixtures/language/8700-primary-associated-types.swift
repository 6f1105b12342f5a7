// Tutorial style (Swift by Sundell, primary associated types): some Collection<Int> parameters and returns
protocol Inventory<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func stock(_ item: Item)
}

struct Shelf<Item>: Inventory {
    private(set) var items: [Item] = []
    mutating func stock(_ item: Item) { items.append(item) }
}

func totalWeight(of weights: some Collection<Int>) -> Int {
    weights.reduce(0, +)
}

func evenWeights(from weights: some Sequence<Int>) -> some Collection<Int> {
    weights.filter { $0.isMultiple(of: 2) }
}

func describe(_ inventory: any Inventory<String>) -> String {
    inventory.items.joined(separator: ", ")
}

var pantry = Shelf<String>()
pantry.stock("rice")
pantry.stock("beans")
pantry.stock("oats")
print("Pantry: \(describe(pantry))")

let parcelWeights = [12, 7, 30, 4, 9, 18]
print("Total weight: \(totalWeight(of: parcelWeights))")
let evens = evenWeights(from: parcelWeights)
print("Even weights: \(Array(evens))")
print("Even total: \(totalWeight(of: evens))")
print("Range total: \(totalWeight(of: 1...10))")

var toolbox = Shelf<Int>()
for size in [8, 10, 13] { toolbox.stock(size) }
let anyBox: any Inventory<Int> = toolbox
print("Wrench sizes: \(anyBox.items.map { "\($0)mm" })")
print("Largest: \(anyBox.items.max() ?? 0)")

// expect: Pantry: rice, beans, oats
// expect: Total weight: 80
// expect: Even weights: [12, 30, 4, 18]
// expect: Even total: 64
// expect: Range total: 55
// expect: Wrench sizes: ["8mm", "10mm", "13mm"]
// expect: Largest: 13
