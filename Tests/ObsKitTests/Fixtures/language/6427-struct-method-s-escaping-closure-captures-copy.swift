// Swift forums "this surprised me" style (mutating through closures and methods): a struct method's escaping closure captures a copy of self, a class's captures the object
struct Tally {
    var count = 0
    mutating func bump() { count += 1 }
    func reporter() -> () -> Int { { self.count } }
}

final class TallyRef {
    var count = 0
    func bump() { count += 1 }
    func reporter() -> () -> Int { { self.count } }
}

// Puzzle: what do the reporters print after more bumps?
var t = Tally()
t.bump()
let reportT = t.reporter()
t.bump(); t.bump()
print("struct:", t.count, reportT())

let r = TallyRef()
r.bump()
let reportR = r.reporter()
r.bump(); r.bump()
print("class:", r.count, reportR())

var list = [Tally(), Tally()]
for i in list.indices { list[i].bump() }
for var item in list { item.bump() }
list.forEach { var copy = $0; copy.bump() }
print("list:", list.map(\.count))

var refs = [TallyRef(), TallyRef()]
refs.forEach { $0.bump() }
let refsCopy = refs
refsCopy[0].bump()
refs[1] = TallyRef()
print("refs:", refs.map(\.count), refsCopy.map(\.count))

func apply(_ f: (inout Tally) -> Void, to value: inout Tally) { f(&value) }
var single = Tally()
apply({ $0.bump(); $0.bump() }, to: &single)
let bumpTwice: (inout Tally) -> Void = { $0.bump(); $0.count *= 10 }
var other = Tally()
bumpTwice(&other)
print("inout:", single.count, other.count)

var captured = Tally()
let modify = { captured.bump() }
modify(); modify()
print("captured var:", captured.count)

// expect: struct: 3 1
// expect: class: 3 3
// expect: list: [1, 1]
// expect: refs: [2, 0] [2, 1]
// expect: inout: 2 10
// expect: captured var: 2
