// Compiler test style: lazy map/filter evaluate on demand, repeated on each access, in interleaved order
var log: [String] = []
let base = [1, 2, 3, 4, 5, 6]
let lazyMapped = base.lazy
    .filter { n -> Bool in log.append("f\(n)"); return n % 2 == 0 }
    .map { n -> Int in log.append("m\(n)"); return n * 10 }
print(log.isEmpty)
let first = lazyMapped.first!
print(first, log)
log = []
let arr = Array(lazyMapped)
print(arr, log.joined(separator: ","))
log = []
let m2 = base.lazy.map { n -> Int in log.append("x\(n)"); return n + 1 }
print(m2[3], m2[3], log)
print(m2.count, log.count)

let eager = base.map { $0 * 2 }
let lz = base.lazy.map { $0 * 2 }
print(eager.count == lz.count, Array(lz) == eager)
let chars = "Hello".lazy.map { $0.uppercased() }
print(Array(chars).joined())
let compact = ["1", "x", "3"].lazy.compactMap { Int($0) }
print(Array(compact), compact.reduce(0, +))
let flat = [[1, 2], [3]].lazy.flatMap { $0 }
print(Array(flat))
// expect: true
// expect: 20 ["f1", "f2", "m2"]
// expect: [20, 40, 60] f1,f2,m2,f3,f4,m4,f5,f6,m6
// expect: 5 5 ["x4", "x4"]
// expect: 6 2
// expect: true true
// expect: HELLO
// expect: [1, 3] 4
// expect: [1, 2, 3]
