// Concurrency: `async let` starting child tasks in parallel and awaiting all of them; the printed result does not depend on scheduling.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func price(of item: String) async -> Int {
    try? await Task.sleep(nanoseconds: UInt64(item.count) * 100_000)
    return item.count * 3
}

func stock(of item: String) async throws -> Int {
    if item == "unicorn" { throw CancellationError() }
    return 10 - item.count
}

func quote(_ items: [String]) async -> String {
    async let first = price(of: items[0])
    async let second = price(of: items[1])
    async let third = price(of: items[2])
    let prices = await [first, second, third]
    return "prices \(prices), total \(prices.reduce(0, +))"
}

print(await quote(["pen", "notebook", "ink"]))

async let lamp = stock(of: "lamp")
async let desk = stock(of: "desk")
do {
    let (l, d) = try await (lamp, desk)
    print("lamp", l, "desk", d)
} catch {
    print("failed")
}

func available(_ item: String) async -> String {
    async let s = stock(of: item)
    do {
        return "\(item): \(try await s)"
    } catch {
        return "\(item): unavailable"
    }
}
print(await available("chair"))
print(await available("unicorn"))

// expect: prices [9, 24, 9], total 42
// expect: lamp 6 desk 6
// expect: chair: 5
// expect: unicorn: unavailable
