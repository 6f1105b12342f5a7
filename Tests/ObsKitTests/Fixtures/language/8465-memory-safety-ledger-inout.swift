// Swift book style (Memory Safety): avoiding overlapping inout access by copying first and using mutating methods on distinct values
struct Wallet {
    var owner: String
    var coins: Int

    mutating func give(_ amount: Int, to other: inout Wallet) {
        let moved = min(amount, coins)
        coins -= moved
        other.coins += moved
    }
}

func balance(_ a: inout Int, _ b: inout Int) {
    let sum = a + b
    a = sum / 2
    b = sum - a
}

var alice = Wallet(owner: "Alice", coins: 40)
var bob = Wallet(owner: "Bob", coins: 7)
alice.give(15, to: &bob)
print(alice.owner, alice.coins, bob.owner, bob.coins)

// balance(&alice.coins, &alice.coins) would be a conflicting access; copy first instead
var copy = alice.coins
balance(&copy, &bob.coins)
alice.coins = copy
print("balanced:", alice.coins, bob.coins)

// Distinct stored properties of a local (not global) tuple can be passed inout together
func balancePair() {
    var pair = (left: 9, right: 2)
    balance(&pair.left, &pair.right)
    print("pair:", pair.left, pair.right)
}
balancePair()

func increment(_ n: inout Int, by step: Int) {
    n += step
}
var counter = 3
let step = counter          // read into a local first, not while writing
increment(&counter, by: step)
print("counter:", counter)

var wallets = [Wallet(owner: "Cy", coins: 5), Wallet(owner: "Di", coins: 50)]
// wallets[0].give(_, to: &wallets[1]) overlaps on the array; use swapAt + locals instead
var first = wallets[0]
var second = wallets[1]
second.give(20, to: &first)
wallets[0] = first
wallets[1] = second
for w in wallets {
    print(w.owner, w.coins)
}
wallets.swapAt(0, 1)
print(wallets.map(\.owner))

extension Wallet {
    mutating func double() { coins *= 2 }
}
alice.double()
print("doubled:", alice.coins)

// expect: Alice 25 Bob 22
// expect: balanced: 23 24
// expect: pair: 5 6
// expect: counter: 6
// expect: Cy 25
// expect: Di 30
// expect: ["Di", "Cy"]
// expect: doubled: 46
