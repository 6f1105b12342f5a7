// Swift book style: escaping closures stored in arrays versus non-escaping closures
var completionHandlers: [() -> Void] = []

func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}
func someFunctionWithNonescapingClosure(closure: () -> Void) {
    closure()
}

class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}

let instance = SomeClass()
instance.doSomething()
print(instance.x)
completionHandlers.first?()
print(instance.x)

struct SomeStruct {
    var x = 10
    mutating func doSomething() {
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
var st = SomeStruct()
st.doSomething()
print(st.x)

var log: [String] = []
var pending: [(Int) -> String] = []
func register(_ label: String, _ handler: @escaping (Int) -> String) {
    log.append("registered \(label)")
    pending.append(handler)
}
for i in 1...3 {
    register("h\(i)") { value in "h\(i) got \(value * i)" }
}
print(log.joined(separator: "; "))
for (index, handler) in pending.enumerated() {
    print(handler(index + 10))
}
completionHandlers.removeAll()
for word in ["alpha", "beta"] {
    someFunctionWithEscapingClosure { print("deferred:", word.uppercased()) }
}
print("count:", completionHandlers.count)
completionHandlers.reversed().forEach { $0() }
// expect: 200
// expect: 100
// expect: 200
// expect: registered h1; registered h2; registered h3
// expect: h1 got 10
// expect: h2 got 22
// expect: h3 got 36
// expect: count: 2
// expect: deferred: BETA
// expect: deferred: ALPHA
