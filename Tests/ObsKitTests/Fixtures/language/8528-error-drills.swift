// Course style (error handling drill): custom Error enums, try?, try!, specific catch clauses
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

enum OrderError: Error {
    case soldOut(item: String)
    case tooMany(max: Int)
}

func parseAge(_ text: String) throws -> Int {
    let trimmed = text.trimmingCharacters(in: " ")
    if trimmed.isEmpty { throw ParseError.empty }
    guard let n = Int(trimmed) else { throw ParseError.notANumber(trimmed) }
    guard (0...130).contains(n) else { throw ParseError.outOfRange(n) }
    return n
}

extension String {
    func trimmingCharacters(in ch: Character) -> String {
        var s = Substring(self)
        while s.first == ch { s = s.dropFirst() }
        while s.last == ch { s = s.dropLast() }
        return String(s)
    }
}

for input in ["  34 ", "", "abc", "200", "-1", "0"] {
    do {
        let age = try parseAge(input)
        print("'\(input)' -> \(age)")
    } catch ParseError.empty {
        print("'\(input)' -> empty input")
    } catch ParseError.notANumber(let text) {
        print("'\(input)' -> '\(text)' is not a number")
    } catch let ParseError.outOfRange(value) where value < 0 {
        print("'\(input)' -> negative age \(value)")
    } catch {
        print("'\(input)' -> other error: \(error)")
    }
}

let maybe = try? parseAge("55")
let failed = try? parseAge("x")
print("try? results: \(String(describing: maybe)), \(String(describing: failed))")
let sure = try! parseAge("7")
print("try! result: \(sure)")

func order(_ item: String, count: Int) throws -> String {
    if item == "croissant" { throw OrderError.soldOut(item: item) }
    if count > 3 { throw OrderError.tooMany(max: 3) }
    return "\(count) x \(item)"
}

func placeOrders() throws {
    print("Ordered: \(try order("bagel", count: 2))")
    defer { print("(order desk closed)") }
    print("Ordered: \(try order("muffin", count: 5))")
    print("never printed")
}

do {
    try placeOrders()
} catch OrderError.tooMany(let max) {
    print("Limit is \(max) per customer")
} catch {
    print("Unexpected: \(error)")
}

do {
    _ = try order("croissant", count: 1)
} catch let e as OrderError {
    if case .soldOut(let name) = e { print("Sorry, \(name) is sold out") }
}
print("Errors equal: \(ParseError.notANumber("a") == ParseError.notANumber("a"))")

// expect: '  34 ' -> 34
// expect: '' -> empty input
// expect: 'abc' -> 'abc' is not a number
// expect: '200' -> other error: outOfRange(200)
// expect: '-1' -> negative age -1
// expect: '0' -> 0
// expect: try? results: Optional(55), nil
// expect: try! result: 7
// expect: Ordered: 2 x bagel
// expect: (order desk closed)
// expect: Limit is 3 per customer
// expect: Sorry, croissant is sold out
// expect: Errors equal: true
