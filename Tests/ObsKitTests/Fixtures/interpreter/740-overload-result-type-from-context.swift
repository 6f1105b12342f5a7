// Overloads that differ only in their result type are chosen by the type the context expects.
// Expected output from swiftc 6.3.1 on Linux.
func defaultValue() -> Int { 10 }
func defaultValue() -> String { "ten" }
func defaultValue() -> [Double] { [1.0] }

let count: Int = defaultValue()
let word: String = defaultValue()
let list: [Double] = defaultValue()
print(count, word, list)
print((defaultValue() as Int) + 1)

// expect: 10 ten [1.0]
// expect: 11
