// defer in loops and nested scopes: LIFO order, per-iteration execution, defer reading mutated state, early exits
func scopes() {
    print("enter")
    defer { print("outer defer 1") }
    defer { print("outer defer 2") }
    do {
        defer { print("do-block defer") }
        print("inside do")
    }
    if true {
        defer { print("if defer") }
        print("inside if")
    }
    print("leave")
}
scopes()

func loop() -> [Int] {
    var out: [Int] = []
    for i in 0..<4 {
        defer { out.append(i * 10) }
        if i == 1 { continue }
        if i == 3 { break }
        out.append(i)
    }
    return out
}
print(loop())

func returnsBeforeDefer() -> Int {
    var x = 1
    defer { x = 100; print("defer sets x to", x) }
    return x
}
print("returned", returnsBeforeDefer())

final class Resource {
    let name: String
    static var events: [String] = []
    init(_ name: String) { self.name = name; Resource.events.append("open \(name)") }
    func close() { Resource.events.append("close \(name)") }
}
enum Failure: Error { case midway }
func work(failAt: Int) throws {
    let a = Resource("a")
    defer { a.close() }
    for i in 1...3 {
        let r = Resource("loop\(i)")
        defer { r.close() }
        if i == failAt { throw Failure.midway }
    }
    let b = Resource("b")
    defer { b.close() }
    Resource.events.append("using \(a.name)+\(b.name)")
}
try? work(failAt: 2)
print(Resource.events)
Resource.events.removeAll()
try? work(failAt: 0)
print(Resource.events.joined(separator: ","))

func nestedDefers() {
    defer {
        defer { print("inner-of-defer runs last") }
        print("defer body")
    }
    print("body")
}
nestedDefers()
var counter = 0
func bump() -> Int { defer { counter += 1 }; return counter }
print(bump(), bump(), bump(), counter)
var i = 0
while i < 3 { defer { i += 1 }; if i % 2 == 0 { continue }; print("odd", i) }
print("i", i)

// expect: enter
// expect: inside do
// expect: do-block defer
// expect: inside if
// expect: if defer
// expect: leave
// expect: outer defer 2
// expect: outer defer 1
// expect: [0, 0, 10, 2, 20, 30]
// expect: defer sets x to 100
// expect: returned 1
// expect: ["open a", "open loop1", "close loop1", "open loop2", "close loop2", "close a"]
// expect: open a,open loop1,close loop1,open loop2,close loop2,open loop3,close loop3,open b,using a+b,close b,close a
// expect: body
// expect: defer body
// expect: inner-of-defer runs last
// expect: 0 1 2 3
// expect: odd 1
// expect: i 3
