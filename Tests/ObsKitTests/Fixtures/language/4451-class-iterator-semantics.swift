// Compiler test style: value vs reference iterator semantics and iterator copying
// known-gap: line 10: expected "10 20 10", got "10 20 30"
struct ValueIter: IteratorProtocol {
    var i = 0
    mutating func next() -> Int? {
        i += 1
        return i <= 3 ? i : nil
    }
}

final class RefIter: IteratorProtocol {
    var i = 0
    func next() -> Int? {
        i += 1
        return i <= 3 ? i : nil
    }
}

var a = ValueIter()
print(a.next()!)
var b = a
print(a.next()!, b.next()!)
print(a.next() as Any, b.next()!)

let r = RefIter()
print(r.next()!)
let r2 = r
print(r.next()!, r2.next() as Any)

struct Numbers: Sequence {
    let limit: Int
    func makeIterator() -> ValueIter { ValueIter() }
}
let ns = Numbers(limit: 3)
print(Array(ns), Array(ns))

final class OneShot: Sequence, IteratorProtocol {
    var remaining: [String]
    init(_ xs: [String]) { remaining = xs }
    func next() -> String? {
        return remaining.isEmpty ? nil : remaining.removeFirst()
    }
}

let once = OneShot(["x", "y", "z"])
print(once.first(where: { $0 == "y" })!)
print(Array(once))
print(Array(once))

var it2 = [10, 20, 30].makeIterator()
var copy = it2
print(it2.next()!, it2.next()!, copy.next()!)

var strIt = "héllo".makeIterator()
var letters: [Character] = []
while let c = strIt.next() { letters.append(c) }
print(letters.count, String(letters.reversed()))

struct Repeat<T>: Sequence, IteratorProtocol {
    let value: T
    var times: Int
    mutating func next() -> T? {
        guard times > 0 else { return nil }
        times -= 1
        return value
    }
}
let rep = Repeat(value: "ab", times: 3)
print(rep.joined(separator: "-"))
print(rep.times)
var rep2 = rep
_ = rep2.next()
print(rep2.times, rep.times, Array(rep2))

let shared = RefIter()
let seq = AnySequence { AnyIterator(shared) }
print(Array(seq), Array(seq), shared.i)

var gen = ValueIter()
let consumed = IteratorSequence(gen)
print(Array(consumed), gen.next()!)

// expect: 1
// expect: 2 2
// expect: Optional(3) 3
// expect: 1
// expect: 2 Optional(3)
// expect: [1, 2, 3] [1, 2, 3]
// expect: y
// expect: ["z"]
// expect: []
// expect: 10 20 10
// expect: 5 olléh
// expect: ab-ab-ab
// expect: 3
// expect: 2 3 ["ab", "ab"]
// expect: [1, 2, 3] [] 5
// expect: [1, 2, 3] 1
