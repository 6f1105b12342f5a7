// Compiler test style: stride and range literals inferring Int or Double bounds
// known-gap: needs the compiler check (literal types); unchecked: line 7: expected "true Range<Double>", got "true Range<Int>"
for v in stride(from: 0, to: 1, by: 0.25) {
    print(v, terminator: " ")
}
print()
let s = stride(from: 0, to: 1, by: 0.5)
print(type(of: s))
print(Array(stride(from: 10, through: 0, by: -3)))
print(type(of: stride(from: 1, to: 5, by: 1)))
print((0..<3).map { Double($0) * 0.5 })
let r = 0.0...1.0
print(r.contains(0.5), r.contains(2))
let halfOpen = 1..<4.5
print(halfOpen.contains(4), type(of: halfOpen))
print(Array(1...4).reversed())
let fr: ClosedRange<Float> = 0...2
print(fr, fr.contains(1.5))
print((1...10).filter { $0 % 3 == 0 })
let count = (1...100).count
print(count)
let sum = stride(from: 0.0, through: 1.0, by: 0.1).reduce(0, +)
print(sum)
let u8range: ClosedRange<UInt8> = 250...255
print(u8range.count, Array(u8range).last!)
// expect: 0.0 0.25 0.5 0.75 
// expect: StrideTo<Double>
// expect: [10, 7, 4, 1]
// expect: StrideTo<Int>
// expect: [0.0, 0.5, 1.0]
// expect: true false
// expect: true Range<Double>
// expect: ReversedCollection<Array<Int>>(_base: [1, 2, 3, 4])
// expect: 0.0...2.0 true
// expect: [3, 6, 9]
// expect: 100
// expect: 5.500000000000001
// expect: 6 255
