// Compound assignment order (expressions): the right-hand side runs before the inout access to the variable begins, so `x += f()` changes the value `f` left, for a global, a local captured by a nested function, a stored property and a bare property inside a method
var total = 1
func bump() -> Int { total = 100; return 5 }
total += bump()
print("global:", total)

func local() {
    var count = 2
    func reset() -> Int { count = 50; return 1 }
    count -= reset()
    print("local:", count)
}
local()

final class Meter {
    var reading = 3
    func spike() -> Int { reading = 40; return 2 }
    func add() {
        reading *= spike()
        print("property in a method:", reading)
    }
}
let meter = Meter()
meter.add()
meter.reading += meter.spike()
print("property:", meter.reading)

var limit = 10
limit += 1
limit -= 3
limit *= 2
print(limit)

// expect: global: 105
// expect: local: 49
// expect: property in a method: 80
// expect: property: 42
// expect: 16
