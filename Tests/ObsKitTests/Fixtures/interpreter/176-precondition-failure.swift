// precondition with a false condition traps with its message
func withdraw(_ amount: Int, from balance: Int) -> Int {
    precondition(amount <= balance, "insufficient funds")
    return balance - amount
}
let left = withdraw(50, from: 20)
print(left)
// expect-error: Precondition failed: insufficient funds
