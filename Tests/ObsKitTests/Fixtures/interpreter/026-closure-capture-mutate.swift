// A closure can capture a local variable and mutate it.
func run() -> Int {
    var total = 0
    let add = {
        total += 10
    }
    add()
    add()
    return total
}
print(run())
// expect: 20
var counter = 0
let increment = {
    counter += 1
}
increment()
increment()
increment()
print(counter)
// expect: 3
