// Exercism style (Collatz Conjecture): steps counted with a while loop, nil for non-positive input, and a sequence
enum CollatzConjecture {
    static func steps(_ number: Int) -> Int? {
        guard number > 0 else { return nil }
        var n = number
        var count = 0
        while n != 1 {
            n = n.isMultiple(of: 2) ? n / 2 : 3 * n + 1
            count += 1
        }
        return count
    }

    static func path(from start: Int) -> [Int] {
        Array(sequence(first: start) { n in
            n == 1 ? nil : (n % 2 == 0 ? n / 2 : 3 * n + 1)
        })
    }
}

for n in [1, 16, 12, 1000000, 0, -15, 27, 97] {
    if let s = CollatzConjecture.steps(n) {
        print("\(n): \(s) steps")
    } else {
        print("\(n): only positive numbers are allowed")
    }
}
print(CollatzConjecture.path(from: 6).map(String.init).joined(separator: " -> "))
let longest = (1...30).max { CollatzConjecture.steps($0)! < CollatzConjecture.steps($1)! }!
print("longest below 31:", longest, "with", CollatzConjecture.steps(longest)!, "steps")
let peak = CollatzConjecture.path(from: 27).max()!
print("peak from 27:", peak)

// expect: 1: 0 steps
// expect: 16: 4 steps
// expect: 12: 9 steps
// expect: 1000000: 152 steps
// expect: 0: only positive numbers are allowed
// expect: -15: only positive numbers are allowed
// expect: 27: 111 steps
// expect: 97: 118 steps
// expect: 6 -> 3 -> 10 -> 5 -> 16 -> 8 -> 4 -> 2 -> 1
// expect: longest below 31: 27 with 111 steps
// expect: peak from 27: 9232
