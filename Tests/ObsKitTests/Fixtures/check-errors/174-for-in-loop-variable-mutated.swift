// Check error: changing the loop variable of a for-in loop, which is a constant
var totals = [1, 2, 3]
for value in totals {
    value *= 2
}
print(totals)
// expect-error: left side of mutating operator isn't mutable: 'value' is a 'let' constant
