// Compiler test style: ExpressibleByIntegerLiteral type inferred through a generic function
// known-gap: line 7: expected "literal 30", got "30"
struct Meters: ExpressibleByIntegerLiteral, CustomStringConvertible {
    let value: Int
    init(integerLiteral value: Int) {
        print("literal \(value)")
        self.value = value
    }
    init(_ v: Int) { value = v }
    var description: String { "\(value)m" }
}

func both<T>(_ a: T, _ b: T) -> (T, T) { (a, b) }

let known = Meters(4)
let pair = both(known, 9)
print(pair.0, pair.1)
print(type(of: pair.1))

func describe<T: CustomStringConvertible>(_ x: T) -> String { "<\(x)>" }
let m: Meters = 12
print(describe(m))

func identity<T>(_ x: T) -> T { x }
let i: Meters = identity(30)
print(i)

let arr: [Meters] = [1, 2]
print(arr)

let opt: Meters? = 5
print(opt!)
// expect: literal 4
// expect: literal 9
// expect: 4m 9m
// expect: Meters
// expect: literal 12
// expect: <12m>
// expect: literal 30
// expect: 30m
// expect: literal 1
// expect: literal 2
// expect: [1m, 2m]
// expect: literal 5
// expect: 5m
