// while and repeat-while loops
var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps", steps)

var i = 10
repeat {
    print("repeat body runs once", i)
    i += 1
} while i < 5

var k = 0
repeat {
    k += 3
} while k < 10
print(k)

// expect: collatz steps 111
// expect: repeat body runs once 10
// expect: 12
