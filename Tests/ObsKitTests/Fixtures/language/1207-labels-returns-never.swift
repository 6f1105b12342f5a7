// Functions: argument labels vs parameter names, omitted labels, implicit returns, Void results, tuple returns and Never.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func greet(person: String, from hometown: String) -> String {
    "Hello \(person)! Glad you could visit from \(hometown)."
}
print(greet(person: "Bill", from: "Cupertino"))
func someFunction(_ firstParameterName: Int, secondParameterName: Int) -> Int {
    firstParameterName - secondParameterName
}
print(someFunction(1, secondParameterName: 2))
func sayHello(to name: String) { print("hello,", name) }
let nothing: Void = sayHello(to: "Mo")
print(nothing == (), type(of: nothing))
func printAndCount(string: String) -> Int {
    print(string)
    return string.count
}
func printWithoutCounting(string: String) {
    let _ = printAndCount(string: string)
}
print(printAndCount(string: "hello, world"))
printWithoutCounting(string: "hello, world")
func split(fullName: String) -> (first: String, last: String?) {
    let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
    return (parts[0], parts.count > 1 ? parts[1] : nil)
}
let name = split(fullName: "Ada King Lovelace")
print(name.first, name.last ?? "-", split(fullName: "Plato").last ?? "-")
func unreachable(_ message: String) -> Never { fatalError(message) }
func sign(of n: Int) -> String {
    if n > 0 { return "+" }
    if n < 0 { return "-" }
    if n == 0 { return "0" }
    unreachable("impossible")
}
print([5, -2, 0].map(sign(of:)).joined())
func `default`(`in` value: Int) -> Int { value * 2 }
print(`default`(in: 21))
@discardableResult func save(_ s: String) -> Bool { print("saved", s); return true }
save("draft")

// expect: Hello Bill! Glad you could visit from Cupertino.
// expect: -1
// expect: hello, Mo
// expect: true ()
// expect: hello, world
// expect: 12
// expect: hello, world
// expect: Ada King Lovelace -
// expect: +-0
// expect: 42
// expect: saved draft
