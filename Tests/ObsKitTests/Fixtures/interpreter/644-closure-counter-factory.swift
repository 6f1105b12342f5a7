// Closures returning closures: each counter owns its own captured state.
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    return {
        total += step
        return total
    }
}
func makeAdder(_ x: Int) -> (Int) -> Int {
    return { y in x + y }
}
let byOne = makeCounter(step: 1)
let byTen = makeCounter(step: 10)
print(byOne(), byOne(), byOne())
print(byTen(), byTen())
let alias = byOne
print(alias(), byOne())
let add5 = makeAdder(5)
print(add5(1), makeAdder(100)(1))
let curried: (Int) -> (Int) -> Int = { a in { b in a * b } }
print(curried(6)(7))

// expect: 1 2 3
// expect: 10 20
// expect: 4 5
// expect: 6 101
// expect: 42
