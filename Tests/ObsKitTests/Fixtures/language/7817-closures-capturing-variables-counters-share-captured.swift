// Swift book style (closures capturing variables): counters share captured state by reference
func makeCounter() -> (increment: () -> Int, read: () -> Int) {
    var total = 0
    let increment = { () -> Int in
        total += 1
        return total
    }
    let read = { total }
    return (increment, read)
}

let c1 = makeCounter()
let c2 = makeCounter()
print(c1.increment(), c1.increment(), c2.increment())
print(c1.read(), c2.read())

let alsoIncrement = c1.increment
print(alsoIncrement())
print(c1.read())

func makeAdders() -> [(Int) -> Int] {
    var adders: [(Int) -> Int] = []
    for n in 1...3 {
        adders.append { $0 + n }
    }
    return adders
}
print(makeAdders().map { $0(10) })

var message = "hi"
let say = { print(message) }
message = "bye"
say()
// expect: 1 2 1
// expect: 2 1
// expect: 3
// expect: 3
// expect: [11, 12, 13]
// expect: bye
