// Swift Evolution SE-0390 style (discard self): a noncopyable resource whose consuming method finishes it without running deinit
struct Transaction: ~Copyable {
    let account: Int
    private(set) var amount: Int

    init(account: Int, amount: Int) {
        self.account = account
        self.amount = amount
        print("begin \(account) \(amount)")
    }

    mutating func add(_ value: Int) {
        amount += value
    }

    consuming func commit() -> Int {
        let final = amount
        print("commit \(account) \(final)")
        discard self
        return final
    }

    consuming func rollback() {
        print("rollback \(account) by request")
    }

    deinit {
        print("deinit \(account): automatic rollback of \(amount)")
    }
}

func good() -> Int {
    var t = Transaction(account: 1, amount: 10)
    t.add(5)
    return t.commit()
}

func cancelled() {
    var t = Transaction(account: 2, amount: 3)
    t.add(1)
    t.rollback()
}

func abandoned() {
    var t = Transaction(account: 3, amount: 7)
    t.add(-2)
    print("forgetting account 3")
}

print("result", good())
print("--")
cancelled()
print("--")
abandoned()
print("done")

// expect: begin 1 10
// expect: commit 1 15
// expect: result 15
// expect: --
// expect: begin 2 3
// expect: rollback 2 by request
// expect: deinit 2: automatic rollback of 4
// expect: --
// expect: begin 3 7
// expect: forgetting account 3
// expect: deinit 3: automatic rollback of 5
// expect: done
