// Swift Evolution style: SE-0377 borrowing and consuming parameter modifiers on copyable and noncopyable types
struct Token: ~Copyable {
    var value: String
    deinit { print("token \(value) destroyed") }
}

func inspect(_ token: borrowing Token) -> Int {
    return token.value.count
}

func redeem(_ token: consuming Token) -> String {
    let v = token.value
    print("redeeming \(v)")
    return v.uppercased()
}

final class Buffer {
    var items: [Int] = []
    init(_ items: [Int]) { self.items = items }
}

// On copyable types the modifiers are performance hints; semantics stay the same
func sum(of buffer: borrowing Buffer) -> Int {
    buffer.items.reduce(0, +)
}

func appending(_ value: Int, to array: consuming [Int]) -> [Int] {
    array.append(value)
    return array
}

struct Wallet: ~Copyable {
    var coins: Int
    mutating func add(_ n: Int) { coins += n }
    consuming func spendAll() -> Int {
        let total = coins
        print("spending \(total) coins")
        return total
    }
}

func main() {
    let token = Token(value: "abc123")
    print("length: \(inspect(token))")
    print("length again: \(inspect(token))")
    let code = redeem(token)
    print("code: \(code)")

    let buffer = Buffer([1, 2, 3, 4])
    print("sum: \(sum(of: buffer))")

    let base = [10, 20]
    let extended = appending(30, to: base)
    print("base: \(base), extended: \(extended)")

    var wallet = Wallet(coins: 5)
    wallet.add(7)
    let spent = wallet.spendAll()
    print("spent \(spent)")
}

main()

// expect: length: 6
// expect: length again: 6
// expect: redeeming abc123
// expect: token abc123 destroyed
// expect: code: ABC123
// expect: sum: 10
// expect: base: [10, 20], extended: [10, 20, 30]
// expect: spending 12 coins
// expect: spent 12
