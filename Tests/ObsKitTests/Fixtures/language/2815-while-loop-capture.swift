// Compiler test style: for-in creates a fresh binding per iteration, a while var is shared
var forClosures: [() -> Int] = []
for i in 1...3 { forClosures.append { i } }
print(forClosures.map { $0() })

var whileClosures: [() -> Int] = []
var j = 1
while j <= 3 {
    whileClosures.append { j }
    j += 1
}
print(whileClosures.map { $0() })

var perIter: [() -> Int] = []
var k = 1
while k <= 3 {
    let snapshot = k
    perIter.append { snapshot }
    k += 1
}
print(perIter.map { $0() })

var listed: [() -> Int] = []
var m = 1
repeat {
    listed.append { [m] in m * 10 }
    m += 1
} while m <= 3
print(listed.map { $0() })

var fns: [(Int) -> Int] = []
for (idx, factor) in [2, 3, 5].enumerated() {
    fns.append { $0 * factor + idx }
}
print(fns.map { $0(10) })
j = 100
print(whileClosures[0](), forClosures[0]())
// expect: [1, 2, 3]
// expect: [4, 4, 4]
// expect: [1, 2, 3]
// expect: [10, 20, 30]
// expect: [20, 31, 52]
// expect: 100 1
