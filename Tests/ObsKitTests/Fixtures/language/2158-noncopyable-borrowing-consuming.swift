// Swift Evolution style (SE-0377): borrowing and consuming parameter modifiers on noncopyable values
// known-gap: line 19: expected "burn token 3", got "wallet value: 300"
struct Token: ~Copyable {
    let id: Int
    init(_ id: Int) { self.id = id; print("mint token \(id)") }
    deinit { print("burn token \(id)") }

    borrowing func peek() -> String { "token#\(id)" }
    consuming func redeem() -> Int {
        print("redeeming \(id)")
        return id * 100
    }
}

func inspect(_ t: borrowing Token) -> Int {
    print("inspect", t.peek())
    return t.id
}

func spend(_ t: consuming Token) -> Int {
    t.redeem()
}

struct Wallet: ~Copyable {
    var token: Token
    var label: String
    consuming func cashOut() -> Int {
        print("cash out \(label)")
        return token.redeem()
    }
}

func main() {
    let t1 = Token(1)
    print("id:", inspect(t1))
    print("id again:", inspect(t1))
    print("value:", spend(t1))

    print("--")
    let t2 = Token(2)
    print(t2.peek())
    let v2 = t2.redeem()
    print("value2:", v2)

    print("--")
    let w = Wallet(token: Token(3), label: "main")
    print("wallet value:", w.cashOut())
}
main()

func borrowStrings(_ s: borrowing String) -> Int { let c = copy s; return c.count }
print(borrowStrings("hello"))
func consumeArray(_ a: consuming [Int]) -> [Int] { a.append(4); return a }
print(consumeArray([1, 2, 3]))

// expect: mint token 1
// expect: inspect token#1
// expect: id: 1
// expect: inspect token#1
// expect: id again: 1
// expect: redeeming 1
// expect: burn token 1
// expect: value: 100
// expect: --
// expect: mint token 2
// expect: token#2
// expect: redeeming 2
// expect: burn token 2
// expect: value2: 200
// expect: --
// expect: mint token 3
// expect: cash out main
// expect: redeeming 3
// expect: burn token 3
// expect: wallet value: 300
// expect: 5
// expect: [1, 2, 3, 4]
