// Swift Evolution style (SE-0366 consume operator): ending a local binding's lifetime with `consume`, moving values into functions, and reinitialising a var after it was consumed
final class Tracker {
    let tag: String
    init(_ tag: String) { self.tag = tag; print("init \(tag)") }
    deinit { print("deinit \(tag)") }
}

func keep(_ t: Tracker) -> String { "kept \(t.tag)" }

func transfer() {
    let a = Tracker("a")
    let b = consume a
    print("moved to b:", b.tag)
    print(keep(consume b))
    print("end of transfer")
}
transfer()

func buildList() -> [Int] {
    var scratch = [1, 2, 3]
    scratch.append(4)
    let result = consume scratch
    scratch = [9]
    print("scratch reset to", scratch)
    return result
}
print(buildList())

func sumAndDrop(_ values: consuming [Int]) -> Int {
    let local = consume values
    return local.reduce(0, +)
}
var numbers = [5, 6, 7]
print(sumAndDrop(numbers))
numbers.append(8)
print(numbers)

struct Message {
    var text: String
    var tracker: Tracker
}

func send(_ m: consuming Message) {
    let owned = consume m
    print("sending \(owned.text) with \(owned.tracker.tag)")
}
do {
    let msg = Message(text: "hello", tracker: Tracker("m"))
    send(consume msg)
    print("after send")
}

func cycle() {
    var current = Tracker("first")
    for next in ["second", "third"] {
        let old = consume current
        print("retiring \(old.tag)")
        current = Tracker(next)
    }
    print("final \(current.tag)")
}
cycle()
print("done")

// expect: init a
// expect: moved to b: a
// expect: deinit a
// expect: kept a
// expect: end of transfer
// expect: scratch reset to [9]
// expect: [1, 2, 3, 4]
// expect: 18
// expect: [5, 6, 7, 8]
// expect: init m
// expect: sending hello with m
// expect: deinit m
// expect: after send
// expect: init first
// expect: retiring first
// expect: init second
// expect: deinit first
// expect: retiring second
// expect: init third
// expect: deinit second
// expect: final third
// expect: deinit third
// expect: done
