// Swift book style (capture lists): [x] captures the value at creation, plain capture sees later changes
var a = 0
var b = 0
let closure = { [a] in
    print(a, b)
}
a = 10
b = 10
closure()

var counter = 1
let snapshot = { [counter] in "snapshot \(counter)" }
let live = { "live \(counter)" }
counter = 5
print(snapshot())
print(live())

func makeClosures() -> [() -> Int] {
    var result: [() -> Int] = []
    var i = 0
    while i < 3 {
        result.append { [i] in i * 10 }
        i += 1
    }
    return result
}
print(makeClosures().map { $0() })

func makeShared() -> [() -> Int] {
    var result: [() -> Int] = []
    var i = 0
    while i < 3 {
        result.append { i * 10 }
        i += 1
    }
    return result
}
print(makeShared().map { $0() })

var name = "first"
let greet = { [name] (suffix: String) -> String in "\(name)\(suffix)" }
name = "second"
print(greet("!"))
// expect: 0 10
// expect: snapshot 1
// expect: live 5
// expect: [0, 10, 20]
// expect: [30, 30, 30]
// expect: first!
