// Book style (Concurrency): async functions, async let and a task group with sorted results
func brew(_ drink: String, seconds: Int) async -> String {
    await Task.yield()
    return "\(drink) after \(seconds)s"
}

func weigh(_ bean: String) async throws -> Int {
    if bean.isEmpty { throw RoastError.noBean }
    return bean.count * 10
}

enum RoastError: Error {
    case noBean
    case burnt(degrees: Int)
}

func morning() async {
    async let espresso = brew("espresso", seconds: 25)
    async let filter = brew("filter", seconds: 240)
    let both = await [espresso, filter]
    print(both)

    do {
        let grams = try await weigh("arabica")
        print("grams:", grams)
        _ = try await weigh("")
    } catch {
        print("error:", error)
    }

    let orders = ["latte", "mocha", "cortado", "flat white"]
    let results = await withTaskGroup(of: (String, Int).self) { group in
        for order in orders {
            group.addTask {
                let text = await brew(order, seconds: order.count)
                return (text, order.count)
            }
        }
        var collected: [(String, Int)] = []
        for await item in group {
            collected.append(item)
        }
        return collected.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }
    for (text, size) in results {
        print(size, text)
    }
    let total = await withTaskGroup(of: Int.self) { group -> Int in
        for n in 1...5 { group.addTask { n * n } }
        return await group.reduce(0, +)
    }
    print("sum of squares:", total)
    let burnt: RoastError = .burnt(degrees: 250)
    print(burnt)
}

await morning()
print("done")

// expect: ["espresso after 25s", "filter after 240s"]
// expect: grams: 70
// expect: error: noBean
// expect: 5 latte after 5s
// expect: 5 mocha after 5s
// expect: 7 cortado after 7s
// expect: 10 flat white after 10s
// expect: sum of squares: 55
// expect: burnt(degrees: 250)
// expect: done
