// result-typed-throws
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum BankError: Error, Equatable {
    case insufficient(needed: Int)
    case frozen
    case unknownAccount(String)
}

struct ValidationError: Error { let field: String }

func withdraw(_ amount: Int, from balance: Int, frozen: Bool = false) throws(BankError) -> Int {
    if frozen { throw .frozen }
    guard amount <= balance else { throw .insufficient(needed: amount - balance) }
    return balance - amount
}

func lookup(_ id: String) throws(BankError) -> Int {
    let accounts = ["A1": 100, "B2": 20]
    guard let b = accounts[id] else { throw BankError.unknownAccount(id) }
    return b
}

func transfer(_ id: String, _ amount: Int) throws(BankError) -> Int {
    let bal = try lookup(id)
    return try withdraw(amount, from: bal)
}

func validate(_ name: String) throws -> String {
    if name.isEmpty { throw ValidationError(field: "name") }
    return name.prefix(1).uppercased() + name.dropFirst()
}

for (id, amt) in [("A1", 30), ("B2", 50), ("C3", 1), ("A1", 100)] {
    do {
        let left = try transfer(id, amt)
        print("\(id) -\(amt) -> \(left)")
    } catch .insufficient(let n) {
        print("\(id): short by \(n)")
    } catch {
        print("\(id): \(error)")
    }
}

do {
    _ = try withdraw(1, from: 5, frozen: true)
} catch {
    let e: BankError = error
    print("typed:", e, e == .frozen)
}

func resultOf(_ id: String, _ amt: Int) -> Result<Int, BankError> {
    Result { () throws(BankError) -> Int in try transfer(id, amt) }
}
let results = [resultOf("A1", 10), resultOf("B2", 21), resultOf("Z", 0)]
for r in results { print(r) }
print(results.map { (try? $0.get()) ?? -1 })
print(results[0].map { $0 * 2 }, results[1].mapError { _ in ValidationError(field: "amt") }.isFailure)
let chained = results[0].flatMap { v -> Result<String, BankError> in
    v > 50 ? .success("rich \(v)") : .failure(.insufficient(needed: 50 - v))
}
print(chained)
switch results[2] {
case .success: print("impossible")
case .failure(.unknownAccount(let name)): print("no account named \(name)")
case .failure(let other): print(other)
}

do {
    print(try validate("ada"))
    print(try validate(""))
} catch let v as ValidationError {
    print("invalid field:", v.field)
} catch {
    print("other", error)
}

func neverThrows() throws(Never) -> Int { 42 }
print(neverThrows())

let gen: () throws -> Int = { throw BankError.frozen }
print((try? gen()) as Any)
print(Result<Int, Error> { try gen() }.isFailure)

extension Result {
    var isFailure: Bool { if case .failure = self { return true } else { return false } }
}

// expect: A1 -30 -> 70
// expect: B2: short by 30
// expect: C3: unknownAccount("C3")
// expect: A1 -100 -> 0
// expect: typed: frozen true
// expect: success(90)
// expect: failure(main.BankError.insufficient(needed: 1))
// expect: failure(main.BankError.unknownAccount("Z"))
// expect: [90, -1, -1]
// expect: success(180) true
// expect: success("rich 90")
// expect: no account named Z
// expect: Ada
// expect: invalid field: name
// expect: 42
// expect: nil
// expect: true
