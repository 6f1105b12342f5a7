// Typed throws: throws(E) functions, inferred error types in do/catch, generic error propagation and Never (expected output from swiftc 6.3.1 on Linux)
enum VaultError: Error {
    case locked(attempts: Int)
    case wrongCode
}
enum NetError: Error { case timeout, refused(port: Int) }

struct Vault {
    var attempts = 0
    let code: Int
    mutating func open(with guess: Int) throws(VaultError) -> String {
        attempts += 1
        if attempts > 3 { throw .locked(attempts: attempts) }
        guard guess == code else { throw .wrongCode }
        return "opened after \(attempts)"
    }
}

var v = Vault(code: 1234)
for guess in [1, 1234, 2, 3, 4] {
    do {
        print(try v.open(with: guess))
    } catch {
        switch error {
        case .wrongCode: print("wrong code")
        case .locked(let n): print("locked at attempt", n)
        }
    }
}

func connect(_ port: Int) throws(NetError) -> Int {
    if port == 0 { throw NetError.timeout }
    if port < 1024 { throw .refused(port: port) }
    return port
}

func attempt<T, E: Error>(_ body: () throws(E) -> T) -> Result<T, E> {
    do { return .success(try body()) } catch { return .failure(error) }
}

for p in [8080, 22, 0] {
    let r = attempt { () throws(NetError) -> Int in try connect(p) }
    switch r {
    case .success(let port): print("connected", port)
    case .failure(.refused(let port)): print("refused on", port)
    case .failure(.timeout): print("timed out")
    }
}

func safeDouble(_ x: Int) throws(Never) -> Int { x * 2 }
let d = safeDouble(21)
print(d)

func mapAll<E: Error>(_ xs: [Int], _ f: (Int) throws(E) -> Int) throws(E) -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(try f(x)) }
    return out
}
let plain = mapAll([1, 2, 3]) { $0 + 10 }
print(plain)
do {
    let r = try mapAll([9000, 80]) { (p: Int) throws(NetError) -> Int in try connect(p) }
    print(r)
} catch {
    let e: NetError = error
    print("typed catch:", e)
}

func anyThrow() throws -> Int { throw VaultError.wrongCode }
do { _ = try anyThrow() } catch let e as VaultError { print("cast to VaultError:", e) } catch { print("other") }
let res: Result<Int, NetError> = Result { () throws(NetError) -> Int in try connect(443) }
print(res)

// expect: wrong code
// expect: opened after 2
// expect: wrong code
// expect: locked at attempt 4
// expect: locked at attempt 5
// expect: connected 8080
// expect: refused on 22
// expect: timed out
// expect: 42
// expect: [11, 12, 13]
// expect: typed catch: refused(port: 80)
// expect: cast to VaultError: wrongCode
// expect: failure(main.NetError.refused(port: 443))
