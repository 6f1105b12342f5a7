// Control Flow: while and repeat-while loops draining a phone battery and growing a savings plan.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let drainPerHour = [7, 12, 4, 9, 15, 6]
let quickCharges = [3: 20, 5: 10]
var hourIndex = 0
var battery = 100
var hours = 0
while battery > 0 {
    let drain = drainPerHour[hourIndex % drainPerHour.count]
    hourIndex += 1
    hours += 1
    battery -= drain
    if let boost = quickCharges[hours] {
        battery += boost
    }
}
print("phone died after \(hours) hours at \(battery)%")
var balanceCents = 10_000
var months = 0
repeat {
    balanceCents = balanceCents * 11 / 10
    months += 1
} while balanceCents < 15_000
print("months: \(months), balance: \(balanceCents / 100).\(balanceCents % 100)")
var countdown = 0
repeat {
    print("runs once even though the condition is false")
} while countdown > 0
var stack = [1, 2, 3]
while let top = stack.popLast() { print("popped", top) }
var n = 27, steps = 0
while n != 1 {
    n = n.isMultiple(of: 2) ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps:", steps)
var i = 0
while true {
    i += 1
    if i == 2 { continue }
    if i > 4 { break }
    print("i =", i)
}
countdown = 3
while countdown > 0 { countdown -= 1 }
print(countdown)

// expect: phone died after 16 hours at -8%
// expect: months: 5, balance: 161.5
// expect: runs once even though the condition is false
// expect: popped 3
// expect: popped 2
// expect: popped 1
// expect: collatz steps: 111
// expect: i = 1
// expect: i = 3
// expect: i = 4
// expect: 0
