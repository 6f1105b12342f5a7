// mutating methods change the struct's stored properties; plain methods read them.
struct Counter {
    var count = 0
    mutating func increment() {
        count += 1
    }
    func describe() -> String {
        return "count=\(count)"
    }
}
var c = Counter()
c.increment()
c.increment()
print(c.describe())
// expect: count=2
print(c.count)
// expect: 2
