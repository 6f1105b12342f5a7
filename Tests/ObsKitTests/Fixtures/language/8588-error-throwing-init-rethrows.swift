// Swift book style (Error Handling): throwing initializers, rethrows and converting errors to optionals
enum ParseError: Error {
    case empty
    case badNumber(String)
    case outOfRange(Int)
}

struct Percentage {
    let value: Int
    init(_ text: String) throws {
        if text.isEmpty { throw ParseError.empty }
        guard let n = Int(text) else { throw ParseError.badNumber(text) }
        guard (0...100).contains(n) else { throw ParseError.outOfRange(n) }
        value = n
    }
}

for input in ["45", "", "x9", "140"] {
    do {
        let p = try Percentage(input)
        print("ok \(p.value)%")
    } catch ParseError.empty {
        print("empty input")
    } catch ParseError.badNumber(let s) {
        print("not a number: \(s)")
    } catch let ParseError.outOfRange(n) where n > 100 {
        print("too big: \(n)")
    } catch {
        print("other: \(error)")
    }
}

func applyAll(_ items: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for item in items {
        out.append(try transform(item))
    }
    return out
}

let lengths = applyAll(["a", "bcd", "ef"]) { $0.count }
print(lengths)

do {
    let values = try applyAll(["10", "20", "oops"]) { try Percentage($0).value }
    print(values)
} catch {
    print("failed with \(error)")
}

let maybe = try? Percentage("77")
let nothing = try? Percentage("-1")
print(maybe?.value as Any, nothing?.value as Any)

func firstValid(_ inputs: [String]) -> Int? {
    for s in inputs {
        if let p = try? Percentage(s) { return p.value }
    }
    return nil
}
print(firstValid(["", "q", "33", "50"]) ?? -1)
let forced = try! Percentage("100")
print(forced.value)

// expect: ok 45%
// expect: empty input
// expect: not a number: x9
// expect: too big: 140
// expect: [1, 3, 2]
// expect: failed with badNumber("oops")
// expect: Optional(77) nil
// expect: 33
// expect: 100
