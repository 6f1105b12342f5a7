// Compiler test style: optional chaining assignment results and compound ops on optionals
struct Counter { var count = 0; var log: [Int] = [] }
final class Holder { var counter: Counter? = Counter() }

var opt: Counter? = Counter()
opt?.count += 1
opt?.count += 10
print(opt?.count ?? -1)

let result: ()? = (opt?.count = 5)
print("assignment succeeded: \(result != nil)")

var empty: Counter? = nil
let r2: ()? = (empty?.count = 5)
print("assignment on nil: \(r2 != nil)")
empty?.count += 100
print(empty == nil ? "still nil" : "changed")

let h = Holder()
h.counter?.log.append(1)
h.counter?.log.append(2)
h.counter?.count -= 3
print(h.counter!.log, h.counter!.count)
h.counter = nil
h.counter?.log.append(3)
print(h.counter.map { "\($0.count)" } ?? "nil counter")

var nested: [Counter?] = [Counter(), nil, Counter(count: 7, log: [])]
nested[0]?.count += 2
nested[1]?.count += 2
let seven = nested[2]!.count
nested[2]?.log.append(seven)
print(nested.map { $0.map { String($0.count) } ?? "-" }.joined(separator: ","))
print(nested[2]?.log ?? [])

var dd: Counter?? = .some(Counter())
dd??.count += 4
print(dd!!.count)
// expect: 11
// expect: assignment succeeded: true
// expect: assignment on nil: false
// expect: still nil
// expect: [1, 2] -3
// expect: nil counter
// expect: 2,-,7
// expect: [7]
// expect: 4
