// Swift Evolution style (SE-0328): opaque types in structural positions of results ([some P], () -> some P, (some P)?)
protocol Metric {
    var label: String { get }
    var value: Double { get }
}

struct Latency: Metric {
    var ms: Double
    var label: String { "latency" }
    var value: Double { ms }
}

struct Throughput: Metric {
    var rps: Double
    var label: String { "rps" }
    var value: Double { rps }
}

func collectLatencies() -> [some Metric] {
    [Latency(ms: 12.5), Latency(ms: 8), Latency(ms: 30.25)]
}

func makeFactory(base: Double) -> () -> some Metric {
    var calls = 0.0
    return { () -> Throughput in
        calls += 1
        return Throughput(rps: base * calls)
    }
}

func findSlow(in values: [Double]) -> (some Metric)? {
    var found: Latency? = nil
    for v in values where v > 20 {
        found = Latency(ms: v)
        break
    }
    return found
}

func pairUp() -> (some Metric, some Metric) {
    (Latency(ms: 1), Throughput(rps: 2))
}

func latestByRegion() -> [String: some Metric] {
    ["eu": Latency(ms: 41), "us": Latency(ms: 17)]
}

let latencies = collectLatencies()
print(latencies.count)
for m in latencies {
    print(m.label, m.value)
}
print(latencies.map(\.value).reduce(0, +))

let next = makeFactory(base: 100)
print(next().value)
print(next().value)
print(next().label)

if let slow = findSlow(in: [5, 25, 40]) {
    print("slow:", slow.value)
}
print(findSlow(in: [1, 2]) == nil ? "none slow" : "some slow")

let (a, b) = pairUp()
print(a.label, b.label)
let regions = latestByRegion()
for key in regions.keys.sorted() {
    print(key, regions[key]!.value)
}
// expect: 3
// expect: latency 12.5
// expect: latency 8.0
// expect: latency 30.25
// expect: 50.75
// expect: 100.0
// expect: 200.0
// expect: rps
// expect: slow: 25.0
// expect: none slow
// expect: latency rps
// expect: eu 41.0
// expect: us 17.0
