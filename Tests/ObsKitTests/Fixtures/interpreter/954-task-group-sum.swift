// withTaskGroup: child tasks add results that the parent collects with for await and with reduce.
// Expected output: swiftc 6.3.1 on this machine.
func square(_ n: Int) async -> Int {
    await Task.yield()
    return n * n
}
let total = await withTaskGroup(of: Int.self) { group in
    for n in 1...5 {
        group.addTask { await square(n) }
    }
    var sum = 0
    for await value in group { sum += value }
    return sum
}
print("sum of squares", total)
let lengths = await withTaskGroup(of: (String, Int).self) { group in
    for word in ["kiwi", "fig", "banana"] {
        group.addTask { (word, word.count) }
    }
    var found: [String: Int] = [:]
    for await (word, count) in group { found[word] = count }
    return found
}
print(lengths.sorted { $0.key < $1.key })
let product = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in [2, 3, 7] { group.addTask { n } }
    return await group.reduce(1, *)
}
print(product)

// expect: sum of squares 55
// expect: [(key: "banana", value: 6), (key: "fig", value: 3), (key: "kiwi", value: 4)]
// expect: 42
