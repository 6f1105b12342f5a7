// Swift book style: Concurrency (actors) + Error Handling - actor isolation, await on actor methods, Sendable structs
actor TemperatureLogger {
    let label: String
    var measurements: [Int]
    private(set) var max: Int
    init(label: String, measurement: Int) {
        self.label = label
        self.measurements = [measurement]
        self.max = measurement
    }
    func update(with measurement: Int) {
        measurements.append(measurement)
        if measurement > max { max = measurement }
    }
    func report() -> String {
        "\(label): \(measurements) max \(max)"
    }
}

struct Transfer: Sendable {
    let from: String
    let to: String
    let amount: Int
}
enum BankError: Error, CustomStringConvertible {
    case insufficient(account: String, balance: Int, requested: Int)
    case unknown(String)
    var description: String {
        switch self {
        case let .insufficient(a, b, r): return "\(a) has \(b), needs \(r)"
        case let .unknown(a): return "no account \(a)"
        }
    }
}
actor Bank {
    private var balances: [String: Int] = [:]
    private var history: [Transfer] = []
    func open(_ name: String, with amount: Int) { balances[name] = amount }
    func balance(of name: String) throws -> Int {
        guard let b = balances[name] else { throw BankError.unknown(name) }
        return b
    }
    func transfer(_ t: Transfer) throws {
        let fromBalance = try balance(of: t.from)
        _ = try balance(of: t.to)
        guard fromBalance >= t.amount else {
            throw BankError.insufficient(account: t.from, balance: fromBalance, requested: t.amount)
        }
        balances[t.from]! -= t.amount
        balances[t.to]! += t.amount
        history.append(t)
    }
    func summary() -> [String] {
        balances.keys.sorted().map { "\($0)=\(balances[$0]!)" }
    }
    var transferCount: Int { history.count }
    nonisolated func bankName() -> String { "Swift Savings" }
}

actor Counter {
    var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
}

func run() async {
    let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
    print(await logger.max)
    await logger.update(with: 30)
    await logger.update(with: 12)
    print(await logger.report())
    print(logger.label)

    let bank = Bank()
    print(bank.bankName())
    await bank.open("alice", with: 100)
    await bank.open("bob", with: 20)
    let transfers = [
        Transfer(from: "alice", to: "bob", amount: 30),
        Transfer(from: "bob", to: "alice", amount: 80),
        Transfer(from: "carol", to: "bob", amount: 1),
        Transfer(from: "bob", to: "alice", amount: 50),
    ]
    for t in transfers {
        do {
            try await bank.transfer(t)
            print("ok: \(t.from) -> \(t.to) \(t.amount)")
        } catch {
            print("failed: \(error)")
        }
    }
    print(await bank.summary())
    print("transfers: \(await bank.transferCount)")

    let counter = Counter()
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<50 {
            group.addTask { _ = await counter.increment() }
        }
    }
    print("counter after group: \(await counter.value)")
    let next = await counter.increment()
    print("next: \(next)")
}
await run()

// expect: 25
// expect: Outdoors: [25, 30, 12] max 30
// expect: Outdoors
// expect: Swift Savings
// expect: ok: alice -> bob 30
// expect: failed: bob has 50, needs 80
// expect: failed: no account carol
// expect: ok: bob -> alice 50
// expect: ["alice=120", "bob=0"]
// expect: transfers: 2
// expect: counter after group: 50
// expect: next: 51
