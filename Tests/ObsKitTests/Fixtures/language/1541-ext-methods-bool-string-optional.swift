// Extensions adding methods to Bool, String and Optional (a `where Wrapped == String` extension) and a mutating method on String.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Bool {
    var yesNo: String { self ? "yes" : "no" }
    func then<T>(_ value: T) -> T? { self ? value : nil }
}

extension String {
    func shout() -> String { uppercased() + "!" }
    var initials: String {
        split(separator: " ").compactMap { $0.first.map(String.init) }.joined()
    }
    mutating func wrap(in mark: String) {
        self = mark + self + mark
    }
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isBlank: Bool { self?.isEmpty ?? true }
}

extension Optional {
    func or(_ fallback: Wrapped) -> Wrapped { self ?? fallback }
}

print(true.yesNo, false.yesNo)
print((3 > 2).then("bigger") ?? "-", (1 > 2).then("bigger") ?? "-")
print("hello".shout())
print("Grace Brewster Hopper".initials)
var word = "quiet"
word.wrap(in: "*")
print(word)
print("ab".repeated(3))

let nick: String? = nil
let real: String? = "Kit"
print("[\(nick.orEmpty)]", "[\(real.orEmpty)]", nick.isBlank, real.isBlank, Optional("").isBlank)
let count: Int? = nil
print(count.or(10), Optional(4).or(10))

// expect: yes no
// expect: bigger -
// expect: HELLO!
// expect: GBH
// expect: *quiet*
// expect: ababab
// expect: [] [Kit] true false true
// expect: 10 4
