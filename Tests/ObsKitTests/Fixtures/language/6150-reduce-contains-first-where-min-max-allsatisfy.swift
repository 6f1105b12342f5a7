// Kodeco style (AsyncSequence reducers): reduce, contains, first(where:), min, max and allSatisfy awaited on fresh streams
struct Temperature { let city: String; let celsius: Int }

func feed() -> AsyncStream<Temperature> {
    AsyncStream { continuation in
        let data = [("Oslo", 4), ("Rome", 19), ("Cairo", 31), ("Lima", 17), ("Nome", -8)]
        for (city, c) in data { continuation.yield(Temperature(city: city, celsius: c)) }
        continuation.finish()
    }
}

let total = await feed().reduce(0) { $0 + $1.celsius }
print("total:", total)

let names = await feed().reduce(into: [String]()) { $0.append($1.city) }
print(names.joined(separator: ","))

let hasFreezing = await feed().contains { $0.celsius < 0 }
let hasBoiling = await feed().contains { $0.celsius >= 100 }
print("freezing?", hasFreezing, "boiling?", hasBoiling)

let celsius = feed().map(\.celsius)
print("contains 17:", await celsius.contains(17))

if let warm = await feed().first(where: { $0.celsius > 15 }) {
    print("first warm:", warm.city)
}
let arctic = await feed().first { $0.celsius < -30 }
print("arctic:", arctic?.city ?? "none")

let coldest = await feed().min { $0.celsius < $1.celsius }
let hottest = await feed().max { $0.celsius < $1.celsius }
print("coldest:", coldest!.city, "hottest:", hottest!.city)

print("max value:", await feed().map(\.celsius).max() ?? 0)
print("min value:", await feed().map(\.celsius).min() ?? 0)

let allShortNames = await feed().allSatisfy { $0.city.count <= 5 }
let allPositive = await feed().allSatisfy { $0.celsius > 0 }
print("short names:", allShortNames, "all positive:", allPositive)

func average<S: AsyncSequence>(_ s: S) async rethrows -> Double where S.Element == Int {
    let (sum, count) = try await s.reduce((0, 0)) { ($0.0 + $1, $0.1 + 1) }
    return count == 0 ? 0 : Double(sum) / Double(count)
}
print("average:", await average(feed().map(\.celsius)))

// expect: total: 63
// expect: Oslo,Rome,Cairo,Lima,Nome
// expect: freezing? true boiling? false
// expect: contains 17: true
// expect: first warm: Rome
// expect: arctic: none
// expect: coldest: Nome hottest: Cairo
// expect: max value: 31
// expect: min value: -8
// expect: short names: true all positive: false
// expect: average: 12.6
