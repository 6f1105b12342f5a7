// Functions: argument labels vs parameter names, omitted labels, implicit returns, Void results, tuple returns and Never.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func ship(parcel: String, to city: String) -> String {
    "Parcel \(parcel) is on its way to \(city)."
}
print(ship(parcel: "A17", to: "Porto"))
func minutesBetween(_ startMinute: Int, endMinute: Int) -> Int {
    endMinute - startMinute
}
print(minutesBetween(50, endMinute: 15))
func sayHello(to name: String) { print("hello,", name) }
let nothing: Void = sayHello(to: "Mo")
print(nothing == (), type(of: nothing))
func announce(message: String) -> Int {
    print(message)
    return message.count
}
func announceQuietly(message: String) {
    let _ = announce(message: message)
}
print(announce(message: "doors closing"))
announceQuietly(message: "doors closing")
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

// expect: Parcel A17 is on its way to Porto.
// expect: -35
// expect: hello, Mo
// expect: true ()
// expect: doors closing
// expect: 13
// expect: doors closing
// expect: Ada King Lovelace -
// expect: +-0
// expect: 42
// expect: saved draft
