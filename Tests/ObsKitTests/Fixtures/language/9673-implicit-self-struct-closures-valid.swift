// VALID: implicit self inside escaping and non-escaping closures of a struct
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7087); expected output from swiftc on this machine.
struct Multiplier {
    let factor: Int
    var label = "x"

    func apply(to values: [Int]) -> [Int] {
        values.map { $0 * factor }
    }

    func makeFormatter() -> (Int) -> String {
        return { value in "\(label)\(factor) = \(value * factor)" }
    }
}

let m = Multiplier(factor: 3)
print(m.apply(to: [1, 2, 3]))
let format = m.makeFormatter()
print(format(5))

// expect: [3, 6, 9]
// expect: x3 = 15
