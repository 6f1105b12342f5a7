// VALID: guard that returns, comparing an Optional with a non-optional, passing Int where Int? is expected
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7089); expected output from swiftc on this machine.
func firstEven(_ xs: [Int]) -> Int? {
    for x in xs where x % 2 == 0 {
        return x
    }
    return nil
}

func show(_ value: Int?) {
    guard let value else {
        print("nothing")
        return
    }
    print("value \(value)")
}

let found = firstEven([3, 5, 8, 10])
if found == 8 {
    print("found eight")
}
show(found)
show(7)
show(firstEven([1, 3]))

// expect: found eight
// expect: value 8
// expect: value 7
// expect: nothing
