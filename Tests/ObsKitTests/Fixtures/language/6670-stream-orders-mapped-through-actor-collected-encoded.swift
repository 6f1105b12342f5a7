// Donny Wals style (async pipeline): a stream of orders mapped through an actor, collected and encoded as sorted-key JSON
import Foundation

struct Receipt: Codable, Sendable {
    let order: Int
    let total: Int
    let items: [String]
}

actor Register {
    private var next = 1000
    func ring(_ items: [String]) -> Receipt {
        next += 1
        return Receipt(order: next, total: items.reduce(0) { $0 + $1.count * 5 }, items: items.sorted())
    }
}

let register = Register()
let (baskets, feed) = AsyncStream<[String]>.makeStream()
for basket in [["tea", "bun"], ["coffee"], ["jam", "bread", "egg"]] {
    feed.yield(basket)
}
feed.finish()

var receipts: [Receipt] = []
for await basket in baskets {
    receipts.append(await register.ring(basket))
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for receipt in receipts {
    let data = try encoder.encode(receipt)
    print(String(decoding: data, as: UTF8.self))
}
let decoded = try JSONDecoder().decode(Receipt.self, from: try encoder.encode(receipts[2]))
print(decoded.order, decoded.total, decoded.items.joined(separator: "+"))
let grand = receipts.map(\.total).reduce(0, +)
print("grand total:", grand)

// expect: {"items":["bun","tea"],"order":1001,"total":30}
// expect: {"items":["coffee"],"order":1002,"total":30}
// expect: {"items":["bread","egg","jam"],"order":1003,"total":55}
// expect: 1003 55 bread+egg+jam
// expect: grand total: 115
