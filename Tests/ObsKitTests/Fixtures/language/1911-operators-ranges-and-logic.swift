// Swift book style (Basic Operators): remainder, ranges, nil-coalescing and logical operators
let pebbles = 23
let perBag = 5
print("\(pebbles / perBag) bags, \(pebbles % perBag) left over")
print("negative remainder: \(-23 % 5)")

var tally = 10
tally += 5
tally -= 3
tally *= 2
print("tally = \(tally)")

for i in 1...3 { print("closed \(i)") }
let planets = ["Mercury", "Venus", "Earth", "Mars"]
for i in 0..<planets.count { print("\(i): \(planets[i])") }
for p in planets[2...] { print("from 2: \(p)") }
for p in planets[..<2] { print("before 2: \(p)") }
for p in planets[...1] { print("through 1: \(p)") }

let span = ...5
print(span.contains(7), span.contains(-3))

let defaultShade = "grey"
var chosenShade: String? = nil
print(chosenShade ?? defaultShade)
chosenShade = "teal"
print(chosenShade ?? defaultShade)

let hasKey = true
let knowsCode = false
let isAdmin = true
if hasKey && knowsCode || isAdmin {
    print("access granted")
}
if !knowsCode { print("code unknown") }
print((hasKey && !knowsCode) || (!hasKey && knowsCode))

print((1, "zebra") < (2, "apple"))
print((3, "apple") < (3, "bird"))
print((4, "dog") == (4, "dog"))
let bigger = pebbles > 20 ? "big pile" : "small pile"
print(bigger)

// expect: 4 bags, 3 left over
// expect: negative remainder: -3
// expect: tally = 24
// expect: closed 1
// expect: closed 2
// expect: closed 3
// expect: 0: Mercury
// expect: 1: Venus
// expect: 2: Earth
// expect: 3: Mars
// expect: from 2: Earth
// expect: from 2: Mars
// expect: before 2: Mercury
// expect: before 2: Venus
// expect: through 1: Mercury
// expect: through 1: Venus
// expect: false true
// expect: grey
// expect: teal
// expect: access granted
// expect: code unknown
// expect: true
// expect: true
// expect: true
// expect: true
// expect: big pile
