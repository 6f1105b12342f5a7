// Advanced Swift style (iterator state machines): a tokenizer and a run-length iterator conforming to IteratorProtocol
struct RunLengthIterator<Base: IteratorProtocol>: IteratorProtocol where Base.Element: Equatable {
    var base: Base
    var pending: Base.Element?

    init(_ base: Base) {
        self.base = base
        pending = self.base.next()
    }

    mutating func next() -> (Base.Element, Int)? {
        guard let current = pending else { return nil }
        var count = 1
        while true {
            pending = base.next()
            if let p = pending, p == current { count += 1 } else { break }
        }
        return (current, count)
    }
}

extension Sequence where Element: Equatable {
    func runs() -> IteratorSequence<RunLengthIterator<Iterator>> {
        IteratorSequence(RunLengthIterator(makeIterator()))
    }
}

enum Token: Equatable { case number(Int), word(String), symbol(Character) }

struct Tokenizer: IteratorProtocol, Sequence {
    enum State { case idle, inNumber(Int), inWord(String) }
    var chars: [Character]
    var pos = 0
    init(_ text: String) { chars = Array(text) }

    mutating func next() -> Token? {
        var state = State.idle
        while pos < chars.count {
            let c = chars[pos]
            switch (state, c) {
            case (.idle, " "): pos += 1
            case (.idle, _) where c.isNumber: state = .inNumber(c.wholeNumberValue!); pos += 1
            case (.idle, _) where c.isLetter: state = .inWord(String(c)); pos += 1
            case (.idle, _): pos += 1; return .symbol(c)
            case (.inNumber(let n), _) where c.isNumber: state = .inNumber(n * 10 + c.wholeNumberValue!); pos += 1
            case (.inWord(let w), _) where c.isLetter: state = .inWord(w + String(c)); pos += 1
            case (.inNumber(let n), _): return .number(n)
            case (.inWord(let w), _): return .word(w)
            }
        }
        switch state {
        case .idle: return nil
        case .inNumber(let n): return .number(n)
        case .inWord(let w): return .word(w)
        }
    }
}

for (char, count) in "aaabccddddx".runs() {
    print(char, count, terminator: "; ")
}
print()
print([1, 1, 2, 2, 2, 1].runs().map { "\($0.0)x\($0.1)" })
print(Array([Int]().runs()).count)

for token in Tokenizer("let x1 = 42 + y*7") {
    print(token)
}
print(Tokenizer("a b c").filter { $0 == .word("b") }.count)

// expect: a 3; b 1; c 2; d 4; x 1; 
// expect: ["1x2", "2x3", "1x1"]
// expect: 0
// expect: word("let")
// expect: word("x")
// expect: number(1)
// expect: symbol("=")
// expect: number(42)
// expect: symbol("+")
// expect: word("y")
// expect: symbol("*")
// expect: number(7)
// expect: 1
