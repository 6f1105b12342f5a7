// Swift book style (Basic Operators): arithmetic, remainder, ternary, nil-coalescing, ranges and logical operators
let (x, y) = (17, 5)
print(x + y, x - y, x * y, x / y, x % y)
print(-17 % 5, 17 % -5, -17 / 5)
print(Double(x) / Double(y))
print("con" + "cat" + "enate")

var level = 3
level += 4
level *= 2
level -= 1
level /= 3
print("level", level)

let minusSix = -6
let alsoMinusSix = +minusSix
let plusSix = -minusSix
print(alsoMinusSix, plusSix)

print((1, "zebra") < (2, "apple"), (3, "apple") < (3, "bird"), (4, "dog") == (4, "dog"))

let contentHeight = 40
let hasHeader = true
let rowHeight = contentHeight + (hasHeader ? 50 : 20)
print("row height", rowHeight)

let defaultColor = "red"
var userColor: String?
print(userColor ?? defaultColor)
userColor = "green"
print(userColor ?? defaultColor)
let chained: Int? = nil
let backup: Int? = nil
print(chained ?? backup ?? 99)

for i in 1...3 { print("closed \(i)", terminator: "; ") }
print()
for i in 0..<3 { print("half-open \(i)", terminator: "; ") }
print()
let names = ["Ava", "Ben", "Cy", "Dee"]
print(names[2...], names[..<2], names[...1])
let range = ...5
print(range.contains(7), range.contains(-2))

let enteredCode = true
let passedRetina = false
let hasKey = false
let knowsOverride = true
if enteredCode && passedRetina || hasKey || knowsOverride {
    print("Welcome!")
} else {
    print("Access denied")
}
print(!hasKey, (enteredCode && passedRetina) || (hasKey || knowsOverride))

// expect: 22 12 85 3 2
// expect: -2 2 -3
// expect: 3.4
// expect: concatenate
// expect: level 4
// expect: -6 6
// expect: true true true
// expect: row height 90
// expect: red
// expect: green
// expect: 99
// expect: closed 1; closed 2; closed 3; 
// expect: half-open 0; half-open 1; half-open 2; 
// expect: ["Cy", "Dee"] ["Ava", "Ben"] ["Ava", "Ben"]
// expect: false true
// expect: Welcome!
// expect: true true
