// Compiler test style: mutating methods reading other properties during self mutation
struct Ranking {
    var names: [String]
    var weight: [String: Int]
    var log: [String] = []

    mutating func sortByWeight() {
        let w = weight
        names.sort { (w[$0] ?? 0, $0) > (w[$1] ?? 0, $1) }
        log.append("sorted \(names.count)")
    }
    mutating func boost(_ name: String, by n: Int) {
        weight[name, default: 0] += n
        log.append("boost \(name)+\(n)")
    }
    mutating func normalize() {
        let total = weight.values.reduce(0, +)
        for k in weight.keys { weight[k] = weight[k]! * 100 / total }
        log.append("normalized total=\(total)")
    }
    mutating func replaceSelf() {
        var copy = self
        copy.names.reverse()
        copy.log.append("from copy")
        self = copy
    }
}

var r = Ranking(names: ["ann", "bob", "cat", "dan"], weight: ["ann": 2, "bob": 5, "cat": 2])
r.sortByWeight()
print(r.names)
r.boost("dan", by: 9)
r.boost("ann", by: 1)
r.sortByWeight()
print(r.names)
r.normalize()
print(r.weight.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
r.replaceSelf()
print(r.names)
print(r.log.joined(separator: "; "))
// expect: ["bob", "cat", "ann", "dan"]
// expect: ["dan", "bob", "ann", "cat"]
// expect: ["ann=15", "bob=26", "cat=10", "dan=47"]
// expect: ["cat", "ann", "bob", "dan"]
// expect: sorted 4; boost dan+9; boost ann+1; sorted 4; normalized total=19; from copy
