// Swift book style: property wrappers in classes combined with willSet/didSet observers
@propertyWrapper
struct Trimmed {
    private var value = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { value }
        set {
            var s = Substring(newValue)
            while s.first == " " { s = s.dropFirst() }
            while s.last == " " { s = s.dropLast() }
            value = String(s)
        }
    }
}

@propertyWrapper
struct Counted {
    private var stored: Int
    private(set) var writes = 0
    init(wrappedValue: Int) { stored = wrappedValue }
    var wrappedValue: Int {
        get { stored }
        set { stored = newValue; writes += 1 }
    }
    var projectedValue: Int { writes }
}

final class Profile {
    @Trimmed var name: String = "  anon  " {
        willSet { print("willSet name: [\(name)] -> [\(newValue)]") }
        didSet { print("didSet name: [\(oldValue)] -> [\(name)]") }
    }
    @Counted var score: Int = 0 {
        didSet { print("score changed \(oldValue) -> \(score)") }
    }
    init() {}
    func describe() -> String { "Profile(\(name), \(score), writes: \($score))" }
}

let p = Profile()
print("[\(p.name)]")
p.name = "   Taylor "
print("[\(p.name)]")
p.score += 5
p.score = p.score * 3
print(p.describe())

struct Settings {
    @Counted var volume: Int = 3
}
var s = Settings()
for v in [4, 5, 6] { s.volume = v }
print(s.volume, s.$volume)
var copy = s
copy.volume = 0
print(s.$volume, copy.$volume)
// expect: [anon]
// expect: willSet name: [anon] -> [   Taylor ]
// expect: didSet name: [anon] -> [Taylor]
// expect: [Taylor]
// expect: score changed 0 -> 5
// expect: score changed 5 -> 15
// expect: Profile(Taylor, 15, writes: 2)
// expect: 6 3
// expect: 3 4
