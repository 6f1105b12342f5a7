// A method a script's extension adds with the base name of a library property (expected output: swiftc 6.3.1 on
// this machine): read without a call, the name is the library's property; called, it is the extension's method.
extension Collection where Element: Comparable {
    func lowerBound(of x: Element) -> Int {
        var low = 0
        for element in self where element < x { low += 1 }
        return low
    }
    func count(of x: Element) -> Int { filter { $0 == x }.count }
}
let span = 1...100
print(span.lowerBound + 1, span.upperBound, span.lowerBound(of: 10))
let letters = ["a", "b", "b", "c"]
print(letters.count, letters.count(of: "b"), letters.lowerBound(of: "c"))

// expect: 2 100 9
// expect: 4 2 3
