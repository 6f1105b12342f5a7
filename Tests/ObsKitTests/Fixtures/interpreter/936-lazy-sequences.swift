// Lazy sequences do only the work asked for: a logged map/filter chain, first(where:), prefix on an infinite range.
// Expected output: swiftc 6.3.1 on this machine.
var work: [String] = []
let numbers = sequence(first: 1) { $0 < 8 ? $0 + 1 : nil }
let pipeline = numbers.lazy
    .filter { n in work.append("f\(n)"); return n % 2 == 0 }
    .map { n -> Int in work.append("m\(n)"); return n * n }
print(work.isEmpty)
print(pipeline.first(where: { $0 > 10 })!, work)
work.removeAll()
print(Array(pipeline.prefix(2)), work)
let multiplesOfSeven = (1...).lazy.filter { $0 % 7 == 0 }.prefix(4)
print(Array(multiplesOfSeven))
print((1...1_000_000).lazy.map { $0 * 3 }.contains(42))
print(numbers.lazy.compactMap { $0 > 5 ? String($0) : nil }.joined(separator: "-"))

// expect: true
// expect: 16 ["f1", "f2", "m2", "f3", "f4", "m4"]
// expect: [4, 16] ["f1", "f2", "m2", "f3", "f4", "m4"]
// expect: [7, 14, 21, 28]
// expect: true
// expect: 6-7-8
