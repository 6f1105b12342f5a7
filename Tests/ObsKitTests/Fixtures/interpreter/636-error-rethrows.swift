// A rethrows function is throwing only when given a throwing closure.
struct Negative: Error { let value: Int }
func applyAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(try f(x)) }
    return out
}
func checked(_ x: Int) throws -> Int {
    if x < 0 { throw Negative(value: x) }
    return x * 10
}
print(applyAll([1, 2, 3]) { $0 + 1 })
do {
    print(try applyAll([1, 2], checked))
    print(try applyAll([4, -5, 6], checked))
} catch let e as Negative {
    print("negative:", e.value)
}
let mapped = try? [7, 8].map(checked)
print(mapped ?? [])

// expect: [2, 3, 4]
// expect: [10, 20]
// expect: negative: -5
// expect: [70, 80]
