// Compiler test style (concurrency): reducing over async results and async closures
func price(of item: String) async -> Int {
    switch item {
    case "coffee": return 350
    case "bagel": return 275
    case "juice": return 420
    default: return 100
    }
}

func totalPrice(_ cart: [String]) async -> Int {
    var total = 0
    for item in cart { total += await price(of: item) }
    return total
}

extension Sequence {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for e in self { out.append(try await transform(e)) }
        return out
    }
    func asyncReduce<R>(_ initial: R, _ combine: (R, Element) async throws -> R) async rethrows -> R {
        var acc = initial
        for e in self { acc = try await combine(acc, e) }
        return acc
    }
}

let cart = ["coffee", "bagel", "juice", "napkin"]
print("total:", await totalPrice(cart))
let prices = await cart.asyncMap { await price(of: $0) }
print("prices:", prices)
print("reduced:", prices.reduce(0, +))
let viaAsyncReduce = await cart.asyncReduce(0) { acc, item in acc + (await price(of: item)) }
print("async reduce:", viaAsyncReduce)

let receipt = await cart.asyncReduce("") { acc, item in
    let p = await price(of: item)
    return acc.isEmpty ? "\(item)=\(p)" : acc + ", \(item)=\(p)"
}
print("receipt:", receipt)

let grouped = await withTaskGroup(of: (String, Int).self) { group in
    for item in cart { group.addTask { (item, await price(of: item)) } }
    return await group.reduce(into: [String: Int]()) { dict, pair in dict[pair.0] = pair.1 }
}
print("cheapest:", grouped.min { $0.value < $1.value }!.key)
print("priciest:", grouped.max { $0.value < $1.value }!.key)

enum CartError: Error { case overBudget(Int) }
func checkout(_ cart: [String], budget: Int) async throws -> Int {
    try await cart.asyncReduce(0) { acc, item in
        let next = acc + (await price(of: item))
        if next > budget { throw CartError.overBudget(next) }
        return next
    }
}
print("within budget:", try await checkout(["bagel", "napkin"], budget: 500))
do {
    _ = try await checkout(cart, budget: 700)
} catch CartError.overBudget(let amount) {
    print("over budget at", amount)
}

let avg = await [["coffee"], ["bagel", "juice"], []].asyncMap { await totalPrice($0) }
print("per-order totals:", avg)

// expect: total: 1145
// expect: prices: [350, 275, 420, 100]
// expect: reduced: 1145
// expect: async reduce: 1145
// expect: receipt: coffee=350, bagel=275, juice=420, napkin=100
// expect: cheapest: napkin
// expect: priciest: juice
// expect: within budget: 375
// expect: over budget at 1045
// expect: per-order totals: [350, 695, 0]
