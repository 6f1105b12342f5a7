// `typealias Matrix = [[Int]]` makes arrays (`Matrix(repeating:count:)`); an overloaded global function passed
// by name (`map(isPalindrome)`) is chosen per element; a labelled tuple variable captured by a local function
// keeps its labels when assigned an unlabelled tuple there; `price ?? -1` with `price: Double?` gives a Double.
// Expected output: swiftc 6.3.1 on this machine.
typealias Matrix = [[Int]]
let row = [1, 2]
print(Matrix(repeating: row, count: 2))
func isPalindrome(_ s: String) -> Bool { let t = s.lowercased().filter(\.isLetter); return t == String(t.reversed()) }
func isPalindrome(_ n: Int) -> Bool { let s = String(n); return s == String(s.reversed()) }
print(["Anna", "Bob", "cat"].map(isPalindrome), [121, 123].map(isPalindrome))
func widest(_ values: [Int]) -> Int {
    var best = (start: 0, length: 1)
    func consider(_ i: Int) { if values[i] > best.length { best = (i, values[i]) } }
    for i in values.indices { consider(i) }
    return best.start * 100 + best.length
}
print(widest([3, 9, 4]))
let price: Double? = nil
print(price ?? -1)

// expect: [[1, 2], [1, 2]]
// expect: [true, true, false] [true, false]
// expect: 109
// expect: -1.0
