// Compiler test style (mutating through protocols): mutating requirements called on generics, existentials, classes and through protocol extensions
protocol Resettable {
    mutating func reset()
    mutating func advance(by n: Int) -> Int
}
extension Resettable {
    mutating func advanceTwice() -> [Int] { [advance(by: 1), advance(by: 1)] }
    mutating func resetAndAdvance() -> Int { reset(); return advance(by: 10) }
}

struct Counter: Resettable {
    var value = 0
    mutating func reset() { value = 0 }
    mutating func advance(by n: Int) -> Int { value += n; return value }
}
final class RefCounter: Resettable {
    var value = 100
    func reset() { value = 100 }
    func advance(by n: Int) -> Int { value += n; return value }
}
enum Light: Resettable {
    case off, on(Int)
    mutating func reset() { self = .off }
    mutating func advance(by n: Int) -> Int {
        switch self {
        case .off: self = .on(n); return n
        case .on(let k): self = .on(k + n); return k + n
        }
    }
}

func drive<T: Resettable>(_ x: inout T) -> [Int] {
    var out = x.advanceTwice()
    out.append(x.advance(by: 5))
    return out
}

var c = Counter()
print(drive(&c), c.value)
let r = RefCounter()
var rCopy = r
print(drive(&rCopy), r.value)
var l = Light.off
print(drive(&l), l)
print(c.resetAndAdvance(), l.resetAndAdvance(), rCopy.resetAndAdvance())

var all: [any Resettable] = [Counter(value: 3), RefCounter(), Light.on(1)]
for i in all.indices { _ = all[i].advance(by: 2) }
for i in all.indices { print(all[i].advanceTwice()) }
all[0].reset()
print((all[0] as! Counter).value, (all[2] as! Light))

var copyA = Counter(value: 1)
var copyB = copyA
_ = copyB.advance(by: 1)
print(copyA.value, copyB.value)
var existential: any Resettable = copyA
_ = existential.advance(by: 7)
print(copyA.value, (existential as! Counter).value)
copyA.reset()
print(copyA.value)

// expect: [1, 2, 7] 7
// expect: [101, 102, 107] 107
// expect: [1, 2, 7] on(7)
// expect: 10 10 110
// expect: [6, 7]
// expect: [103, 104]
// expect: [4, 5]
// expect: 0 on(5)
// expect: 1 2
// expect: 1 8
// expect: 0
