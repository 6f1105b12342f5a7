// WWDC style (tutorial): an order pipeline mixing async let, an actor and a throwing group
enum OrderError: Error { case outOfStock(String) }

actor Inventory {
    private var stock: [String: Int]
    init(_ stock: [String: Int]) { self.stock = stock }
    func reserve(_ item: String, _ qty: Int) throws {
        let have = stock[item, default: 0]
        guard have >= qty else { throw OrderError.outOfStock(item) }
        stock[item] = have - qty
    }
    func remaining() -> String {
        stock.keys.sorted().map { "\($0):\(stock[$0]!)" }.joined(separator: " ")
    }
}

func price(of item: String) async -> Int {
    ["pen": 2, "book": 15, "bag": 30][item] ?? 0
}

func placeOrder(_ lines: [(String, Int)], inventory: Inventory) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for (item, qty) in lines {
            group.addTask {
                try await inventory.reserve(item, qty)
                return await price(of: item) * qty
            }
        }
        return try await group.reduce(0, +)
    }
}

let inventory = Inventory(["pen": 10, "book": 2, "bag": 1])
async let penPrice = price(of: "pen")
async let bagPrice = price(of: "bag")
print("pen+bag =", await penPrice + bagPrice)
do {
    let total = try await placeOrder([("pen", 3), ("book", 1)], inventory: inventory)
    print("order 1 total:", total)
    let total2 = try await placeOrder([("bag", 2)], inventory: inventory)
    print("order 2 total:", total2)
} catch OrderError.outOfStock(let item) {
    print("out of stock:", item)
}
print(await inventory.remaining())
// expect: pen+bag = 32
// expect: order 1 total: 21
// expect: out of stock: bag
// expect: bag:1 book:1 pen:7
