let numbers = Array(0..<1_000_000)
var total = 0
for number in numbers {
    total += number
}
print(total)
