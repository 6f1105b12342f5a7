// Hacking with Swift style (optionals and throws): optional try inside guard, nil-coalescing defaults and flatMap on optionals
enum AgeError: Error { case notANumber(String), negative(Int) }

func age(from text: String) throws -> Int {
    guard let n = Int(text.trimmingPrefixSpaces()) else { throw AgeError.notANumber(text) }
    guard n >= 0 else { throw AgeError.negative(n) }
    return n
}

extension String {
    func trimmingPrefixSpaces() -> String {
        String(drop(while: { $0 == " " }))
    }
}

struct Person {
    let name: String
    let rawAge: String?
}

let people = [Person(name: "Ann", rawAge: " 34"), Person(name: "Ben", rawAge: nil),
              Person(name: "Cat", rawAge: "-2"), Person(name: "Dan", rawAge: "old"), Person(name: "Eve", rawAge: "19")]

func describe(_ p: Person) -> String {
    guard let raw = p.rawAge else { return "\(p.name): unknown" }
    guard let years = try? age(from: raw) else { return "\(p.name): invalid '\(raw)'" }
    return "\(p.name): \(years)" + (years >= 21 ? " (adult)" : "")
}
people.map(describe).forEach { print($0) }

let ages = people.map { p in p.rawAge.flatMap { try? age(from: $0) } }
print(ages)
let known = ages.compactMap { $0 }
print("oldest:", known.max() ?? -1, "youngest:", known.min() ?? -1)
let firstAdult = people.first { p in (p.rawAge.flatMap { try? age(from: $0) } ?? 0) >= 21 }
print(firstAdult?.name ?? "none")

var reasons: [String] = []
for p in people {
    do {
        _ = try age(from: p.rawAge ?? "")
    } catch AgeError.notANumber(let t) {
        reasons.append("\(p.name)#nan(\(t.isEmpty ? "empty" : t))")
    } catch AgeError.negative(let n) {
        reasons.append("\(p.name)#neg(\(n))")
    } catch {}
}
print(reasons)

// expect: Ann: 34 (adult)
// expect: Ben: unknown
// expect: Cat: invalid '-2'
// expect: Dan: invalid 'old'
// expect: Eve: 19
// expect: [Optional(34), nil, nil, nil, Optional(19)]
// expect: oldest: 34 youngest: 19
// expect: Ann
// expect: ["Ben#nan(empty)", "Cat#neg(-2)", "Dan#nan(old)"]
