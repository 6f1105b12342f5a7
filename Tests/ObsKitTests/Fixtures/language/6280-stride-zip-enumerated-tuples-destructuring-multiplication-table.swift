// Swift Playgrounds style (loops): stride, zip, enumerated, tuples and destructuring in a multiplication table and race results
for row in stride(from: 1, through: 4, by: 1) {
    var line = ""
    for col in 1...4 {
        let product = row * col
        line += product < 10 ? " \(product) " : "\(product) "
    }
    print(line)
}

for countdown in stride(from: 10, to: 0, by: -3) { print(countdown, terminator: " ") }
print("liftoff")
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))

let runners = ["Aiko", "Bram", "Cato", "Dina"]
let times = [12.4, 11.9, 13.1, 12.0]
for (runner, time) in zip(runners, times) {
    print("\(runner): \(time)s")
}
let results = zip(runners, times).sorted { $0.1 < $1.1 }
for (place, result) in results.enumerated() {
    let (name, time) = result
    print("\(place + 1). \(name) (\(time))")
}

let (fastestName, fastestTime) = results[0]
print("Winner \(fastestName) beat last place by \(((results.last!.1 - fastestTime) * 10).rounded() / 10)s")

for (index, letter) in "SWIFT".enumerated() where index % 2 == 0 {
    print(index, letter)
}

var point = (x: 2, y: 5)
point.x += 10
let (px, py) = point
print(point, px + py)
var a = 1, b = 2
(a, b) = (b, a)
print(a, b)

var total = 0
var n = 1
while n <= 100 {
    total += n
    n *= 2
}
print("Sum of powers of two under 100: \(total)")
var tries = 0
repeat { tries += 1 } while tries * tries < 50
print("tries \(tries)")
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 3 { continue outer }
        if i == 3 { break outer }
        print("(\(i),\(j))", terminator: "")
    }
}
print()

// expect:  1  2  3  4 
// expect:  2  4  6  8 
// expect:  3  6  9 12 
// expect:  4  8 12 16 
// expect: 10 7 4 1 liftoff
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: Aiko: 12.4s
// expect: Bram: 11.9s
// expect: Cato: 13.1s
// expect: Dina: 12.0s
// expect: 1. Bram (11.9)
// expect: 2. Dina (12.0)
// expect: 3. Aiko (12.4)
// expect: 4. Cato (13.1)
// expect: Winner Bram beat last place by 1.2s
// expect: 0 S
// expect: 2 I
// expect: 4 T
// expect: (x: 12, y: 5) 17
// expect: 2 1
// expect: Sum of powers of two under 100: 127
// expect: tries 8
// expect: (1,1)(1,2)(2,1)(2,2)
