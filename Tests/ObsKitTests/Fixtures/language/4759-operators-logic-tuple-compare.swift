// Swift book style: logical operators, short-circuiting and tuple comparison
// Checks: !, &&, || with combined conditions, short-circuit evaluation
// observed through side effects, parentheses for clarity, and lexicographic
// comparison of tuples of up to several elements.

let allowedEntry = false
if !allowedEntry {
    print("ACCESS DENIED")
}

let enteredDoorCode = true
let passedRetinaScan = false
if enteredDoorCode && passedRetinaScan {
    print("Welcome!")
} else {
    print("ACCESS DENIED again")
}

let hasDoorKey = false
let knowsOverridePassword = true
if hasDoorKey || knowsOverridePassword {
    print("Welcome via key or password!")
}

if enteredDoorCode && passedRetinaScan || hasDoorKey || knowsOverridePassword {
    print("Welcome by combined rule!")
}
if (enteredDoorCode && passedRetinaScan) || hasDoorKey || knowsOverridePassword {
    print("Welcome, parenthesised!")
}

var log: [String] = []
func check(_ label: String, _ result: Bool) -> Bool {
    log.append(label)
    return result
}

_ = check("a", false) && check("b", true)
print(log)
log.removeAll()
_ = check("a", true) || check("b", true)
print(log)
log.removeAll()
_ = check("a", true) && check("b", false) || check("c", true)
print(log)
log.removeAll()
_ = check("a", false) || check("b", false) && check("c", true)
print(log)
log.removeAll()
let chain = check("x", true) && check("y", true) && check("z", false)
print(chain, log)

// Short circuit protects an index access
let items = [1, 2, 3]
let idx = 5
if idx < items.count && items[idx] > 0 {
    print("positive")
} else {
    print("guarded out of range")
}

// Tuple comparison
print((1, "zebra") < (2, "apple"))
print((3, "apple") < (3, "bird"))
print((4, "dog") == (4, "dog"))
print((4, "dog") != (4, "cat"))
print((1, 2, 3) < (1, 2, 4))
print((2, 0) > (1, 99))
print((1, 2) <= (1, 2), (1, 2) >= (1, 3))
print(("blue", false) == ("blue", false))
print((1, 2.5, "x") < (1, 2.5, "y"))

// sorting by tuple comparison
let people = [("Kim", 30), ("Ada", 30), ("Bo", 25)]
let sortedPeople = people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
for (name, age) in sortedPeople {
    print("\(age) \(name)")
}

// Boolean toggling and comparisons
var lightOn = false
lightOn.toggle()
print(lightOn)
lightOn = !lightOn
print(lightOn)
print(true == !false, (true != false) == true)

// expect: ACCESS DENIED
// expect: ACCESS DENIED again
// expect: Welcome via key or password!
// expect: Welcome by combined rule!
// expect: Welcome, parenthesised!
// expect: ["a"]
// expect: ["a"]
// expect: ["a", "b", "c"]
// expect: ["a", "b"]
// expect: false ["x", "y", "z"]
// expect: guarded out of range
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: true
// expect: true
// expect: 25 Bo
// expect: 30 Ada
// expect: 30 Kim
// expect: true
// expect: false
// expect: true true
