// WWDC style (isolated parameters): a protocol with async requirements met by an actor, and a function taking `isolated`
protocol Inventory {
    func stock(of item: String) async -> Int
    func restock(_ item: String, by amount: Int) async
}

actor Shop: Inventory {
    var shelves: [String: Int] = ["apple": 3, "pear": 0]

    func stock(of item: String) -> Int {
        shelves[item, default: 0]
    }

    func restock(_ item: String, by amount: Int) {
        shelves[item, default: 0] += amount
    }
}

func sellAll(of item: String, in shop: isolated Shop) -> Int {
    let sold = shop.shelves[item, default: 0]
    shop.shelves[item] = 0
    return sold
}

func topUp(_ inventory: some Inventory, items: [String]) async -> [String] {
    var lines: [String] = []
    for item in items {
        if await inventory.stock(of: item) == 0 {
            await inventory.restock(item, by: 5)
            lines.append("restocked \(item)")
        } else {
            lines.append("\(item) ok")
        }
    }
    return lines
}

let shop = Shop()
print(await topUp(shop, items: ["apple", "pear", "plum"]))
print("sold apples:", await sellAll(of: "apple", in: shop))
print("apples left:", await shop.stock(of: "apple"))
let snapshot = await shop.shelves
print(snapshot.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: ["apple ok", "restocked pear", "restocked plum"]
// expect: sold apples: 3
// expect: apples left: 0
// expect: ["apple=0", "pear=5", "plum=5"]
