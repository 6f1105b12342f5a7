// Random values are random in Swift, so only what does not depend on them is printed: their ranges and types.
// Expected output: swiftc 6.3.1 on this machine.
var rolls: [Int] = []
for _ in 1...50 { rolls.append(Int.random(in: 1...6)) }
print(rolls.allSatisfy { (1...6).contains($0) }, rolls.count)
let fraction = Double.random(in: 0..<1)
print(fraction >= 0 && fraction < 1, type(of: fraction))
let coin = Bool.random()
print(coin == true || coin == false)
let byte = UInt8.random(in: 10...20)
print((10...20).contains(Int(byte)), type(of: byte))
let deck = Array(1...10)
let shuffled = deck.shuffled()
print(shuffled.sorted() == deck, shuffled.count)
print(deck.randomElement().map { deck.contains($0) } ?? false, [Int]().randomElement() == nil)

// expect: true 50
// expect: true Double
// expect: true
// expect: true UInt8
// expect: true 10
// expect: true true
