// Book style (Basic Operators): remainders with negatives, compound assignment, tuple comparison, ranges and short-circuit logic
print(9 % 4, -9 % 4, 9 % -4, -9 % -4)
print(8.0.truncatingRemainder(dividingBy: 2.5), (-7.5).remainder(dividingBy: 2))
var a = 1
a += 2
a *= 10
a -= 4
a /= 3
a %= 5
print(a)
let minusThree = -3
let plusThree = -minusThree
print(plusThree, +minusThree)

print((1, "zebra") < (2, "apple"))
print((3, "apple") < (3, "bird"))
print((4, "dog") == (4, "dog"))
print(("blue", -1) < ("purple", 1), (1, 2, 3) >= (1, 2, 4))

let contentHeight = 40
let hasHeader = true
let rowHeight = contentHeight + (hasHeader ? 50 : 20)
print(rowHeight)
let defaultColorName = "red"
var userDefinedColorName: String?
var colorNameToUse = userDefinedColorName ?? defaultColorName
print(colorNameToUse)
userDefinedColorName = "green"
colorNameToUse = userDefinedColorName ?? defaultColorName
print(colorNameToUse)

for index in 1...5 { print("\(index) times 5 is \(index * 5)", terminator: index == 5 ? "\n" : "; ") }
let names = ["Anna", "Alex", "Brian", "Jack"]
for i in 0..<names.count where i % 2 == 1 { print("Person \(i + 1) is called \(names[i])") }
print(names[2...], names[...2], names[..<2])
let range = ...5
print(range.contains(7), range.contains(4), range.contains(-1))
print(Array(stride(from: 0, to: 60, by: 15)), Array(stride(from: 3, through: 1, by: -1)))

var calls: [String] = []
func check(_ name: String, _ value: Bool) -> Bool { calls.append(name); return value }
let enteredDoorCode = true
let passedRetinaScan = false
let hasDoorKey = false
let knowsOverridePassword = true
if check("door", enteredDoorCode) && check("retina", passedRetinaScan) || check("key", hasDoorKey) || check("override", knowsOverridePassword) {
    print("Welcome!")
} else {
    print("ACCESS DENIED")
}
print(calls)
print(!(enteredDoorCode && passedRetinaScan), (1...10).reversed().first!, (0..<0).isEmpty)

// expect: 1 -1 1 -1
// expect: 0.5 0.5
// expect: 3
// expect: 3 -3
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: 90
// expect: red
// expect: green
// expect: 1 times 5 is 5; 2 times 5 is 10; 3 times 5 is 15; 4 times 5 is 20; 5 times 5 is 25
// expect: Person 2 is called Alex
// expect: Person 4 is called Jack
// expect: ["Brian", "Jack"] ["Anna", "Alex", "Brian"] ["Anna", "Alex"]
// expect: false true true
// expect: [0, 15, 30, 45] [3, 2, 1]
// expect: Welcome!
// expect: ["door", "retina", "key", "override"]
// expect: true 10 true
