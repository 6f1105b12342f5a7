// Functions declared inside functions: they capture what they use, and may call themselves.
func countdown(from start: Int) -> [Int] {
    var seen: [Int] = []
    func step(_ n: Int) {
        seen.append(n)
        if n > 0 { step(n - 1) }
    }
    step(start)
    return seen
}
print(countdown(from: 3))
func makeGreeter(greeting: String) -> (String) -> String {
    func greet(_ name: String) -> String { "\(greeting), \(name)!" }
    return greet
}
print(makeGreeter(greeting: "Hi")("Ann"))
// expect: [3, 2, 1, 0]
// expect: Hi, Ann!
