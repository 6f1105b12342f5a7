// The Basics: constants, variables, type annotations, several declarations on one line, nested comments, semicolons.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let dailyCupLimit = 4
var cupsPoured = 0
var tankLitres = 1.75, milkLitres = 0.5, blendName: String
blendName = "house roast"
var sugar, cocoa, cinnamon: Double
sugar = 0.25; cocoa = 0.5; cinnamon = 0.125
/* Brewing notes /* with a remark tucked inside */ still close on this line. */
let τ = 6.28318
let 茶 = "green tea"
let doorSign: String = "Open"
while cupsPoured < dailyCupLimit {
    cupsPoured += 1
    print("cup \(cupsPoured) of \(dailyCupLimit)")
}
print(blendName, tankLitres + milkLitres)
print(sugar + cocoa + cinnamon)
print(τ, 茶, doorSign, separator: " | ")
print("grinding beans", terminator: "")
print(" ...ready")
var chalkboard = "Fresh scones"
chalkboard = "Scones sold out"
print(chalkboard)
let (shelf, slot) = (3, 7); print(shelf * slot)

// expect: cup 1 of 4
// expect: cup 2 of 4
// expect: cup 3 of 4
// expect: cup 4 of 4
// expect: house roast 2.25
// expect: 0.875
// expect: 6.28318 | green tea | Open
// expect: grinding beans ...ready
// expect: Scones sold out
// expect: 21
