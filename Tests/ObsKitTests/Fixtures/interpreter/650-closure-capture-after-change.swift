// Closures capture variables, not values: later changes are visible, and writes go back.
var greeting = "Hello"
let greet = { (name: String) in print("\(greeting), \(name)") }
greet("Ann")
greeting = "Bonjour"
greet("Ann")
var total = 0
let add = { (x: Int) in total += x }
add(5)
add(7)
print(total)
var snapshot = 1
let captured = { [snapshot] in print("captured list value", snapshot) }
snapshot = 2
captured()
print("now", snapshot)

// expect: Hello, Ann
// expect: Bonjour, Ann
// expect: 12
// expect: captured list value 1
// expect: now 2
