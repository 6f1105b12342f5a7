// Swift Forums style (if let shadowing and guard scope): shadowed names, guard-bound names living on, and shorthand if let
let name: String? = "Ada"
let age: Int? = nil

if let name {
    print("unwrapped", name, type(of: name))
}
print("outside", name as Any, type(of: name))

if let name = name?.uppercased(), name.count > 2 {
    print("shadowed uppercase", name)
}

func describe(_ value: Int?) -> String {
    guard let value else { return "nothing" }
    let doubled = value * 2
    return "value \(value), doubled \(doubled)"
}
print(describe(4), describe(nil))

func parse(_ items: [String]) -> Int {
    var total = 0
    for item in items {
        guard let n = Int(item) else {
            print("skip", item)
            continue
        }
        total += n
    }
    return total
}
print(parse(["1", "x", "20"]))

var counter: Int? = 1
if var counter {
    counter += 10
    print("inner var", counter)
}
print("outer", counter!)

if let a = age ?? Optional(30), let b = Optional(a + 1) {
    print("chained", a, b)
}

let x = 5
do {
    let x = x * 10
    print("inner x", x)
}
print("outer x", x)

let pair: (Int?, Int?) = (1, nil)
if case let (a?, b) = pair {
    print("a", a, "b", b as Any)
}
while let next = counter, next < 4 {
    print("loop", next)
    counter = next + 2
}

// expect: unwrapped Ada String
// expect: outside Optional("Ada") Optional<String>
// expect: shadowed uppercase ADA
// expect: value 4, doubled 8 nothing
// expect: skip x
// expect: 21
// expect: inner var 11
// expect: outer 1
// expect: chained 30 31
// expect: inner x 50
// expect: outer x 5
// expect: a 1 b nil
// expect: loop 1
// expect: loop 3
