// Compiler test style: Peano naturals as an indirect enum with recursive arithmetic and comparison
indirect enum Nat: Equatable {
    case zero
    case succ(Nat)

    init(_ n: Int) {
        self = n <= 0 ? .zero : .succ(Nat(n - 1))
    }

    var intValue: Int {
        switch self {
        case .zero: return 0
        case .succ(let p): return 1 + p.intValue
        }
    }

    static func + (a: Nat, b: Nat) -> Nat {
        switch b {
        case .zero: return a
        case .succ(let p): return .succ(a + p)
        }
    }

    static func * (a: Nat, b: Nat) -> Nat {
        switch b {
        case .zero: return .zero
        case .succ(let p): return a * p + a
        }
    }

    static func - (a: Nat, b: Nat) -> Nat {
        switch (a, b) {
        case (_, .zero): return a
        case (.zero, _): return .zero
        case let (.succ(x), .succ(y)): return x - y
        }
    }

    static func < (a: Nat, b: Nat) -> Bool {
        switch (a, b) {
        case (_, .zero): return false
        case (.zero, .succ): return true
        case let (.succ(x), .succ(y)): return x < y
        }
    }
}

func isEven(_ n: Nat) -> Bool {
    switch n {
    case .zero: return true
    case .succ(.zero): return false
    case .succ(.succ(let m)): return isEven(m)
    }
}

func factorial(_ n: Nat) -> Nat {
    if case .succ(let p) = n {
        return n * factorial(p)
    }
    return .succ(.zero)
}

func fib(_ n: Nat) -> Nat {
    switch n {
    case .zero: return .zero
    case .succ(.zero): return .succ(.zero)
    case .succ(.succ(let m)): return fib(.succ(m)) + fib(m)
    }
}

func show(_ n: Nat) -> String {
    switch n {
    case .zero: return "Z"
    case .succ(let p) where p.intValue >= 3: return "S^\(n.intValue)(Z)"
    case .succ(let p): return "S(" + show(p) + ")"
    }
}

let two = Nat(2), three = Nat(3), five = Nat(5)
print("2 = \(show(two)), 5 = \(show(five))")
print("2 + 3 = \((two + three).intValue)")
print("2 * 3 = \((two * three).intValue)")
print("5 - 3 = \((five - three).intValue), 3 - 5 = \((three - five).intValue)")
print("3 < 5: \(three < five), 5 < 3: \(five < three), 3 < 3: \(three < three)")
print("3 == 3: \(three == Nat(3)), 2 == 3: \(two == three)")
for i in 0...5 {
    let n = Nat(i)
    print("n=\(i): even \(isEven(n)), fact \(factorial(n).intValue), fib \(fib(n).intValue)")
}
print("fib 10 = \(fib(Nat(10)).intValue)")
print(show(.zero), show(Nat(1)), show(Nat(4)))

// Expected output:
// expect: 2 = S(S(Z)), 5 = S^5(Z)
// expect: 2 + 3 = 5
// expect: 2 * 3 = 6
// expect: 5 - 3 = 2, 3 - 5 = 0
// expect: 3 < 5: true, 5 < 3: false, 3 < 3: false
// expect: 3 == 3: true, 2 == 3: false
// expect: n=0: even true, fact 1, fib 0
// expect: n=1: even false, fact 1, fib 1
// expect: n=2: even true, fact 2, fib 1
// expect: n=3: even false, fact 6, fib 2
// expect: n=4: even true, fact 24, fib 3
// expect: n=5: even false, fact 120, fib 5
// expect: fib 10 = 55
// expect: Z S(Z) S^4(Z)
