// `{` on its own line after `if`, `else`, `switch`, `for`, a computed property and a call taking a trailing
// closure: each continues the line before it. Expected output from swiftc 6.3.1 on Linux.
let values = [4, 9, 2]
var doubledTotal: Int
{
    values.reduce(0, +) * 2
}
if values.count > 2
{
    print("many")
}
else
{
    print("few")
}
switch values.first
{
case 4?: print("starts with four")
default: print("other start")
}
for value in values
{
    print(value)
}
let sorted = values.sorted
{ $0 > $1 }
print(sorted, doubledTotal)
func repeatTwice(_ body: () -> Void) { body(); body() }
repeatTwice
{
    print("again")
}

// expect: many
// expect: starts with four
// expect: 4
// expect: 9
// expect: 2
// expect: [9, 4, 2] 30
// expect: again
// expect: again
