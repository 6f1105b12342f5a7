// Swift Evolution style (SE-0390): discard self in consuming methods suppresses deinit
struct Transaction: ~Copyable {
    let id: Int
    private var pending: Int = 0
    private var checksum: Int = 0

    init(id: Int) {
        self.id = id
        print("begin tx\(id)")
    }

    mutating func add(_ value: Int) {
        pending += 1
        checksum = checksum &* 31 &+ value
    }

    consuming func commit() -> (count: Int, checksum: Int) {
        print("commit tx\(id) with \(pending) steps")
        let result = (pending, checksum)
        discard self
        return result
    }

    consuming func abandon() {
        print("abandon tx\(id)")
        // no discard: falls through to deinit, which rolls back
    }

    deinit {
        print("rollback tx\(id) (\(pending) pending)")
    }
}

func run() {
    var t1 = Transaction(id: 1)
    t1.add(10)
    t1.add(20)
    let committed = t1.commit()
    print("committed:", committed.count, committed.checksum)

    var t2 = Transaction(id: 2)
    t2.add(5)
    t2.abandon()
    print("after abandon")
}
run()

func dropped() {
    var t3 = Transaction(id: 3)
    t3.add(1)
    print("leaving dropped()")
}
dropped()

func maybeCommit(_ ok: Bool) {
    var t = Transaction(id: ok ? 4 : 5)
    t.add(7)
    if ok {
        _ = t.commit()
    } else {
        t.abandon()
    }
}
maybeCommit(true)
maybeCommit(false)
print("end")

// expect: begin tx1
// expect: commit tx1 with 2 steps
// expect: committed: 2 330
// expect: begin tx2
// expect: abandon tx2
// expect: rollback tx2 (1 pending)
// expect: after abandon
// expect: begin tx3
// expect: leaving dropped()
// expect: rollback tx3 (1 pending)
// expect: begin tx4
// expect: commit tx4 with 1 steps
// expect: begin tx5
// expect: abandon tx5
// expect: rollback tx5 (1 pending)
// expect: end
