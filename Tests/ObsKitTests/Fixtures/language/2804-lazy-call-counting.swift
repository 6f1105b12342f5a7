// Compiler test style: lazy sequences evaluate closures on demand; count the calls
var mapCalls = 0
var filterCalls = 0
let numbers = Array(1...20)

let lazyChain = numbers.lazy
    .filter { filterCalls += 1; return $0 % 3 == 0 }
    .map { (n: Int) -> Int in mapCalls += 1; return n * n }
print("built:", filterCalls, mapCalls)
let firstTwo = Array(lazyChain.prefix(2))
print(firstTwo, filterCalls, mapCalls)
filterCalls = 0; mapCalls = 0
let found = lazyChain.first { $0 > 100 }
print(found!, filterCalls, mapCalls)

mapCalls = 0
let eager = numbers.map { (n: Int) -> Int in mapCalls += 1; return n + 1 }
print(eager.count, mapCalls)

mapCalls = 0
let lazyMapped = numbers.lazy.map { (n: Int) -> Int in mapCalls += 1; return n * 10 }
_ = lazyMapped[4]
_ = lazyMapped[4]
print("indexed twice:", mapCalls)

final class Box {
    var computeCount = 0
    lazy var expensive: Int = { computeCount += 1; return 99 }()
}
let b = Box()
print(b.computeCount, b.expensive, b.expensive, b.computeCount)
b.expensive = 5
print(b.expensive, b.computeCount)
// expect: built: 0 0
// expect: [9, 36] 18 2
// expect: 144 12 4
// expect: 20 20
// expect: indexed twice: 2
// expect: 0 99 99 1
// expect: 5 1
