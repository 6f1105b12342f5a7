// Q&A style (copied my array but both arrays changed?): arrays copy references, not the objects
class Player {
    var name: String
    var score: Int
    init(_ name: String, _ score: Int) { self.name = name; self.score = score }
}

struct Token { var label: String }

let original = [Player("ann", 10), Player("bo", 20)]
var copy = original
copy[0].score += 5
copy.append(Player("cy", 30))

print("original count:", original.count, "copy count:", copy.count)
for p in original { print("original", p.name, p.score) }
print("identical first:", original[0] === copy[0])

// Variant from the answer: value-type elements really are independent.
let tokens = [Token(label: "x"), Token(label: "y")]
var tokensCopy = tokens
tokensCopy[0].label = "changed"
print(tokens.map { $0.label }, tokensCopy.map { $0.label })

// Deep copy by mapping to new instances.
let deep = original.map { Player($0.name, $0.score) }
deep[1].score = 999
print("after deep edit:", original[1].score, deep[1].score)
print("deep identical first:", original[0] === deep[0])

// Reassigning an element slot vs mutating the object in the slot.
var slots = original
slots[1] = Player("dee", 1)
print("original[1] still:", original[1].name, "slots[1]:", slots[1].name)

// expect: original count: 2 copy count: 3
// expect: original ann 15
// expect: original bo 20
// expect: identical first: true
// expect: ["x", "y"] ["changed", "y"]
// expect: after deep edit: 20 999
// expect: deep identical first: false
// expect: original[1] still: bo slots[1]: dee
