// Hacking with Swift style (checkpoint: throwing functions): integer square root that throws for out-of-bounds and no-root cases, with do/try/catch variants
enum RootError: Error {
    case outOfBounds
    case noRoot
}

func integerSquareRoot(of number: Int) throws -> Int {
    guard (1...10_000).contains(number) else { throw RootError.outOfBounds }
    for candidate in 1...100 {
        let sq = candidate * candidate
        if sq == number { return candidate }
        if sq > number { break }
    }
    throw RootError.noRoot
}

for n in [1, 49, 50, 10_000, 0, 20_000] {
    do {
        let root = try integerSquareRoot(of: n)
        print("√\(n) = \(root)")
    } catch RootError.outOfBounds {
        print("\(n) is out of bounds")
    } catch RootError.noRoot {
        print("\(n) has no integer root")
    } catch {
        print("unexpected \(error)")
    }
}

let optionalRoot = try? integerSquareRoot(of: 81)
let missing = try? integerSquareRoot(of: 82)
print(optionalRoot as Any, missing as Any)

func sumOfRoots(_ numbers: [Int]) throws -> Int {
    try numbers.map(integerSquareRoot).reduce(0, +)
}
print((try? sumOfRoots([4, 9, 16])) ?? -1, (try? sumOfRoots([4, 5])) ?? -1)

func firstMatch(in numbers: [Int], _ test: (Int) throws -> Bool) rethrows -> Int? {
    for n in numbers where try test(n) { return n }
    return nil
}
print(firstMatch(in: [2, 3, 4]) { $0 > 2 } as Any)
print((try? firstMatch(in: [50, 64, 70]) { try integerSquareRoot(of: $0) > 0 }) as Any)

struct Validator {
    var log: [String] = []
    mutating func check(_ n: Int) -> Bool {
        defer { log.append("checked \(n)") }
        do {
            _ = try integerSquareRoot(of: n)
            return true
        } catch {
            log.append("error \(error)")
            return false
        }
    }
}
var v = Validator()
print([25, 26, -1].map { v.check($0) })
print(v.log)
let typed: Result<Int, Error> = Result { try integerSquareRoot(of: 144) }
print(try typed.get())

// expect: √1 = 1
// expect: √49 = 7
// expect: 50 has no integer root
// expect: √10000 = 100
// expect: 0 is out of bounds
// expect: 20000 is out of bounds
// expect: Optional(9) nil
// expect: 9 -1
// expect: Optional(3)
// expect: nil
// expect: [true, false, false]
// expect: ["checked 25", "error noRoot", "checked 26", "error outOfBounds", "checked -1"]
// expect: 12
