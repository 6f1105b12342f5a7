// Hacking with Swift style: labeled break/continue over nested loops, repeat-while, stride and where-filtered for loops
outer: for i in 1...4 {
    for j in 1...4 {
        if j == i { continue outer }
        if i * j > 6 { break outer }
        print("(\(i),\(j))", terminator: " ")
    }
}
print()

var n = 27
var steps = 0
repeat {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
} while n != 1
print("collatz 27 steps:", steps)

var k = 100
repeat {
    print("runs once with", k)
} while k < 10

for x in stride(from: 10, to: 0, by: -3) { print(x, terminator: ",") }
print()
for x in stride(from: 0.0, through: 1.0, by: 0.25) { print(x, terminator: " ") }
print()
for i in 0..<20 where i % 7 == 3 { print("hit", i) }

search: while true {
    for row in 0..<5 {
        for col in 0..<5 where row * col == 6 {
            print("found", row, col)
            break search
        }
    }
}
print(Array(stride(from: 1, through: 9, by: 4)), (1...3).reversed().map { $0 })

// expect: (2,1) (3,1) (3,2) (4,1) 
// expect: collatz 27 steps: 111
// expect: runs once with 100
// expect: 10,7,4,1,
// expect: 0.0 0.25 0.5 0.75 1.0 
// expect: hit 3
// expect: hit 10
// expect: hit 17
// expect: found 2 3
// expect: [1, 5, 9] [3, 2, 1]
