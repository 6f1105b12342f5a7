// Swift Evolution style (SE-0317 async let / SE-0304 task groups / SE-0381 discarding task groups): structured concurrency whose results are combined deterministically regardless of completion order
func price(of item: String) async -> Int {
    await Task.yield()
    return item.count * 3
}

func stock(of item: String) async throws -> Int {
    struct OutOfStock: Error, CustomStringConvertible {
        let item: String
        var description: String { "out of stock: \(item)" }
    }
    if item.hasPrefix("x") { throw OutOfStock(item: item) }
    return item.unicodeScalars.first.map { Int($0.value) % 10 } ?? 0
}

func quote(_ item: String) async throws -> String {
    async let p = price(of: item)
    async let s = stock(of: item)
    let (cost, count) = try await (p, s)
    return "\(item): \(cost) x\(count)"
}

actor Tally {
    private(set) var seen: [String] = []
    func add(_ s: String) { seen.append(s) }
}

func main() async {
    print(try! await quote("apple"))
    do { _ = try await quote("xylophone") } catch { print("failed:", error) }

    async let a = price(of: "a")
    async let b = price(of: "bb")
    async let c = price(of: "ccc")
    print("sum", await a + b + c)

    let items = ["kiwi", "mango", "fig", "banana"]
    let prices = await withTaskGroup(of: (String, Int).self, returning: [(String, Int)].self) { group in
        for item in items { group.addTask { (item, await price(of: item)) } }
        var out: [(String, Int)] = []
        for await pair in group { out.append(pair) }
        return out.sorted { $0.0 < $1.0 }
    }
    for (item, p) in prices { print(item, p) }

    do {
        let stocks = try await withThrowingTaskGroup(of: Int.self) { group in
            for item in ["pear", "xenon", "plum"] { group.addTask { try await stock(of: item) } }
            var total = 0
            for try await s in group { total += s }
            return total
        }
        print("stocks", stocks)
    } catch {
        print("group failed:", error)
    }

    let tally = Tally()
    await withDiscardingTaskGroup { group in
        for item in items { group.addTask { await tally.add(item.uppercased()) } }
    }
    print(await tally.seen.sorted())

    let firstDone = await withTaskGroup(of: Int.self) { group -> Int in
        for n in [5, 5, 5] { group.addTask { n } }
        let first = await group.next() ?? 0
        group.cancelAll()
        return first
    }
    print("first result", firstDone)
}
await main()

// expect: apple: 15 x7
// expect: failed: out of stock: xylophone
// expect: sum 18
// expect: banana 18
// expect: fig 9
// expect: kiwi 12
// expect: mango 15
// expect: group failed: out of stock: xenon
// expect: ["BANANA", "FIG", "KIWI", "MANGO"]
// expect: first result 5
