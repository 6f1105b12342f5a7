// Hacking with Swift style (100 Days of Swift, checkpoint 4): integer square root by brute force with thrown errors

enum RootError: Error {
    case outOfBounds, noRoot
}

func squareRoot(of number: Int) throws -> Int {
    if number < 1 || number > 10_000 {
        throw RootError.outOfBounds
    }
    for i in 1...100 {
        if i * i == number {
            return i
        }
        if i * i > number {
            break
        }
    }
    throw RootError.noRoot
}

let tests = [25, 1, 10_000, 0, 10_001, 50, 81, 9_801, 2]
for number in tests {
    do {
        let root = try squareRoot(of: number)
        print("The square root of \(number) is \(root).")
    } catch RootError.outOfBounds {
        print("\(number) is out of bounds.")
    } catch RootError.noRoot {
        print("\(number) has no integer square root.")
    } catch {
        print("Something else went wrong: \(error)")
    }
}

// A second version using binary search and a Result.
func fastRoot(of number: Int) -> Result<Int, RootError> {
    guard (1...10_000).contains(number) else { return .failure(.outOfBounds) }
    var low = 1, high = 100
    while low <= high {
        let mid = (low + high) / 2
        let sq = mid * mid
        if sq == number { return .success(mid) }
        if sq < number { low = mid + 1 } else { high = mid - 1 }
    }
    return .failure(.noRoot)
}

for number in [144, 145, -4] {
    switch fastRoot(of: number) {
    case .success(let r): print("fast: \(number) -> \(r)")
    case .failure(let e): print("fast: \(number) failed with \(e)")
    }
}

// try? turns the error into nil
let maybe = try? squareRoot(of: 49)
let missing = try? squareRoot(of: 48)
print("try? results: \(maybe ?? -1), \(missing ?? -1)")
// expect: The square root of 25 is 5.
// expect: The square root of 1 is 1.
// expect: The square root of 10000 is 100.
// expect: 0 is out of bounds.
// expect: 10001 is out of bounds.
// expect: 50 has no integer square root.
// expect: The square root of 81 is 9.
// expect: The square root of 9801 is 99.
// expect: 2 has no integer square root.
// expect: fast: 144 -> 12
// expect: fast: 145 failed with noRoot
// expect: fast: -4 failed with outOfBounds
// expect: try? results: 7, -1
